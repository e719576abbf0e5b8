import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{s as r}from"./client-CHFpFnwH.js";import{i}from"./xstate-react-CNn19DL4.js";import{t as a}from"./useTranslation-DVqAnABC.js";import{l as o,t as s}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as c}from"./styled-components.browser.esm-Cn79XiHV.js";import{_ as l}from"./paths-CXs7K5Fw.js";import{t as u}from"./config-Ciuu1aR1.js";import{a as d,d as f,i as p,o as m,r as h,t as g}from"./rental-page-PkMc6Feh.js";import{t as _}from"./button-CDlBaFPI.js";import{t as v}from"./use-money-BsEqDFsl.js";import{i as y,r as b,t as x}from"./vehicle-model-CI8JYe5f.js";var S=e(t(),1),C=n();function w(){let{t:e}=a(),t=Number(o().vehicleId),n=r(f.vehicle(t));return(0,C.jsx)(g,{children:n.isPending?(0,C.jsx)(`p`,{role:`status`,children:e(`common.loading`)}):n.isError?(0,C.jsx)(`p`,{role:`alert`,children:n.error.message}):(0,C.jsx)(T,{vehicle:n.data})})}function T({vehicle:e}){let{t}=a(),n=[e.thumbnail_full_url,...e.images_full_url],[r,i]=(0,S.useState)(0),[o,c]=(0,S.useState)(!1),u=e.description.length>130;return(0,C.jsxs)(`article`,{"aria-labelledby":`vehicle-name`,children:[(0,C.jsx)(`h1`,{id:`vehicle-name`,children:e.name}),(0,C.jsxs)(D,{children:[(0,C.jsx)(O,{src:n[r],alt:e.name}),(0,C.jsx)(k,{"aria-label":t(`rental.details.gallery`),children:n.slice(0,5).map((e,n)=>(0,C.jsx)(`li`,{children:(0,C.jsx)(A,{type:`button`,"aria-label":t(`rental.details.image`,{n:n+1}),"aria-pressed":r===n,onClick:()=>i(n),children:(0,C.jsx)(`img`,{src:e,alt:``})})},`${e}-${n}`))})]}),(0,C.jsxs)(`p`,{children:[u&&!o?`${e.description.slice(0,130)}…`:e.description,` `,u&&(0,C.jsx)(_,{$variant:`link`,onClick:()=>c(!o),children:t(o?`rental.details.readLess`:`rental.details.readMore`)})]}),(0,C.jsxs)(j,{children:[(0,C.jsx)(`dt`,{children:t(`rental.filters.seats`)}),(0,C.jsx)(`dd`,{children:e.seating_capacity}),(0,C.jsx)(`dt`,{children:t(`rental.filters.airCondition`)}),(0,C.jsx)(`dd`,{children:e.air_condition?t(`rental.card.ac`):t(`rental.card.nonAc`)}),(0,C.jsx)(`dt`,{children:t(`rental.filters.transmission`)}),(0,C.jsx)(`dd`,{children:t(`rental.filters.transmissions.${e.transmission_type}`,e.transmission_type)}),(0,C.jsx)(`dt`,{children:t(`rental.filters.fuel`)}),(0,C.jsx)(`dd`,{children:t(`rental.filters.fuels.${e.fuel_type}`,e.fuel_type)}),(0,C.jsx)(`dt`,{children:t(`rental.filters.brand`)}),(0,C.jsx)(`dd`,{children:e.brand.name}),(0,C.jsx)(`dt`,{children:t(`rental.filters.category`)}),(0,C.jsx)(`dd`,{children:e.category.name})]}),e.provider&&(0,C.jsxs)(`section`,{"aria-label":t(`rental.details.provider`),children:[(0,C.jsx)(`h2`,{children:t(`rental.details.provider`)}),(0,C.jsx)(s,{to:l(e.provider.id),children:e.provider.name})]}),(0,C.jsx)(E,{vehicle:e})]})}function E({vehicle:e}){let{t}=a(),n=m(),o=i(n,e=>!e.hasTag(`idle`)),s=y(),c=v(r(u.config()).data),[l,f]=(0,S.useState)(!1);(0,S.useEffect)(()=>{let e=()=>f(window.scrollY>200);return e(),window.addEventListener(`scroll`,e,{passive:!0}),()=>window.removeEventListener(`scroll`,e)},[]);let g={rentalType:s.tripType,estimatedHours:s.hours,distance:s.distanceKm},w=s.tripType===`hourly`?s.hours:s.distanceKm,T=h(e),E=s.tripType===`hourly`?`rental.details.perHours`:`rental.details.perKm`;return(0,C.jsxs)(M,{"data-visible":l,"aria-hidden":!l,inert:!l,children:[(0,C.jsx)(`span`,{children:w>0?`${t(`rental.details.estimated`)} ${c(p(T,1,g))} (${t(E,{count:w,km:w})})`:`${t(`rental.details.startFrom`)} ${c(d(T,s.tripType))}`}),(0,C.jsxs)(_,{onClick:()=>n.send({type:`ADD`,vehicle:x(e),trip:b(s)}),disabled:o,children:[(0,C.jsx)(N,{children:t(`rental.details.rentThisCar`)}),(0,C.jsx)(P,{children:t(`rental.details.rent`)})]})]})}var D=c.div`
  display: grid;
  gap: ${({theme:e})=>e.space(2)};
`,O=c.img`
  width: 100%;
  max-height: 420px;
  object-fit: cover;
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surfaceAlt};
`,k=c.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, 64px);
  gap: ${({theme:e})=>e.space(2)};
  @media (min-width: 768px) {
    grid-template-columns: repeat(5, 96px);
  }
`,A=c.button`
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({theme:e})=>e.radius.sm};
  background: none;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({theme:e})=>e.color.primary};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
  }
`,j=c.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({theme:e})=>e.space(1)} ${({theme:e})=>e.space(4)};
  dd {
    margin: 0;
  }
`,M=c.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({theme:e})=>e.space(3)};
  padding: ${({theme:e})=>e.space(3)};
  background: ${({theme:e})=>e.color.surface};
  border-block-start: 1px solid ${({theme:e})=>e.color.border};
  &[data-visible='false'] {
    visibility: hidden;
  }
`,N=c.span`
  @media (max-width: 600px) {
    display: none;
  }
`,P=c.span`
  display: none;
  @media (max-width: 600px) {
    display: inline;
  }
`;export{w as VehicleDetailsPage};