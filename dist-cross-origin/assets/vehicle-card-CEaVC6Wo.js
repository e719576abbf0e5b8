import{s as e}from"./client-CHFpFnwH.js";import{i as t}from"./xstate-react-CNn19DL4.js";import{t as n}from"./useTranslation-DVqAnABC.js";import{t as r}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i}from"./styled-components.browser.esm-Cn79XiHV.js";import{x as a}from"./paths-CXs7K5Fw.js";import{t as o}from"./config-Ciuu1aR1.js";import{t as s}from"./button-CDlBaFPI.js";import{t as c}from"./use-money-BsEqDFsl.js";import{i as l,r as u,t as d}from"./vehicle-model-CI8JYe5f.js";import{o as f}from"./rental-page-PkMc6Feh.js";import{t as p}from"./jsx-runtime-CldxteV5.js";var m=p();function h({vehicle:i,from:p}){let{t:h}=n(),S=f(),C=t(S,e=>!e.hasTag(`idle`)),w=l(),T=c(e(o.config()).data),E=w.tripType===`hourly`,D=E?i.hourly_price:i.distance_price;return(0,m.jsxs)(g,{"aria-labelledby":`vehicle-${i.id}`,children:[(0,m.jsx)(_,{src:i.thumbnail_full_url,alt:``,loading:`lazy`}),i.new_tag===1&&(0,m.jsx)(v,{children:h(`rental.card.new`)}),(0,m.jsx)(y,{id:`vehicle-${i.id}`,children:(0,m.jsx)(r,{to:a(i.id,p),children:i.name})}),(0,m.jsxs)(b,{children:[i.provider?.name,` · ★ `,i.avg_rating.toFixed(1),` (`,i.total_reviews,`)`]}),(0,m.jsxs)(b,{children:[h(`rental.card.seats`,{count:i.seating_capacity}),` ·`,` `,i.air_condition?h(`rental.card.ac`):h(`rental.card.nonAc`)]}),(0,m.jsx)(x,{children:h(E?`rental.card.perHour`:`rental.card.perKm`,{price:T(D)})}),(0,m.jsx)(s,{$size:`sm`,disabled:C,"aria-label":h(`rental.card.addNamed`,{name:i.name}),onClick:()=>S.send({type:`ADD`,vehicle:d(i),trip:u(w)}),children:h(`rental.card.add`)})]})}var g=i.article`
  position: relative;
  display: grid;
  gap: ${({theme:e})=>e.space(1)};
  padding: ${({theme:e})=>e.space(3)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
`,_=i.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({theme:e})=>e.radius.sm};
  background: ${({theme:e})=>e.color.surfaceAlt};
`,v=i.span`
  position: absolute;
  inset-block-start: ${({theme:e})=>e.space(4)};
  inset-inline-start: ${({theme:e})=>e.space(4)};
  padding: 2px 8px;
  border-radius: ${({theme:e})=>e.radius.pill};
  background: ${({theme:e})=>e.color.primary};
  color: ${({theme:e})=>e.color.onPrimary};
  font-size: ${({theme:e})=>e.font.size.xs};
`,y=i.h3`
  margin: 0;
  font-size: ${({theme:e})=>e.font.size.md};
  a {
    color: inherit;
  }
`,b=i.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`,x=i.span`
  color: ${({theme:e})=>e.color.primary};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`;export{h as t};