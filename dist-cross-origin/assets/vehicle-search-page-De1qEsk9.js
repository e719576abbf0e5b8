import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{t as r}from"./useInfiniteQuery-Uq5p4yb0.js";import{t as i}from"./useTranslation-DVqAnABC.js";import{d as a,t as o}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as s}from"./styled-components.browser.esm-Cn79XiHV.js";import{m as c}from"./paths-CXs7K5Fw.js";import{c as l,d as u,s as d,t as f}from"./rental-page-PkMc6Feh.js";import{t as p}from"./button-CDlBaFPI.js";import{t as m}from"./empty-state-BQKDrILK.js";import{i as h,n as g}from"./vehicle-model-CI8JYe5f.js";import{t as _}from"./vehicle-card-CEaVC6Wo.js";import{s as v}from"./client-CHFpFnwH.js";var y=e(t(),1),b=n(),x=e=>{if(!e)return``;let t=new Date(e),n=e=>String(e).padStart(2,`0`);return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())}T${n(t.getHours())}:${n(t.getMinutes())}`};function S(){let{t:e}=i(),t=h(),n=t.pickupAt?new Date(t.pickupAt):null,r=l(n,new Date);return(0,b.jsxs)(C,{"aria-label":e(`rental.search.title`),onSubmit:e=>e.preventDefault(),children:[(0,b.jsxs)(w,{children:[(0,b.jsx)(`span`,{children:e(`rental.search.pickup`)}),(0,b.jsx)(`output`,{children:t.pickup?.location_name||e(`rental.search.noPickup`)})]}),(0,b.jsxs)(`fieldset`,{children:[(0,b.jsx)(`legend`,{children:e(`rental.cart.tripType`)}),(0,b.jsxs)(`label`,{children:[(0,b.jsx)(`input`,{type:`radio`,name:`trip-type`,checked:t.tripType===`hourly`,onChange:()=>g({tripType:`hourly`})}),e(`rental.cart.hourly`)]}),(0,b.jsxs)(`label`,{children:[(0,b.jsx)(`input`,{type:`radio`,name:`trip-type`,checked:t.tripType===`distance_wise`,onChange:()=>g({tripType:`distance_wise`})}),e(`rental.cart.distanceWise`)]})]}),t.tripType===`hourly`?(0,b.jsxs)(w,{as:`label`,children:[(0,b.jsx)(`span`,{children:e(`rental.search.hours`)}),(0,b.jsx)(`input`,{type:`number`,min:1,step:1,value:t.hours,onChange:e=>g({hours:Math.max(1,Math.floor(Number(e.target.value)||1))})})]}):(0,b.jsxs)(w,{as:`label`,children:[(0,b.jsx)(`span`,{children:e(`rental.search.distance`)}),(0,b.jsx)(`input`,{type:`number`,min:0,step:.001,value:d(t.distanceKm),onChange:e=>g({distanceKm:Math.max(0,Number(e.target.value)||0)})})]}),(0,b.jsxs)(w,{as:`label`,children:[(0,b.jsx)(`span`,{children:e(r?`rental.search.pickupNow`:`rental.search.scheduleAt`)}),(0,b.jsx)(`input`,{type:`datetime-local`,value:x(t.pickupAt),onChange:e=>g({pickupAt:e.target.value?new Date(e.target.value).toISOString():null})})]})]})}var C=s.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(3)};
  align-items: end;
  padding: ${({theme:e})=>e.space(3)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    gap: ${({theme:e})=>e.space(2)};
  }
  legend {
    font-size: ${({theme:e})=>e.font.size.sm};
  }
`,w=s.div`
  display: grid;
  gap: 2px;
  span {
    font-size: ${({theme:e})=>e.font.size.sm};
  }
  input {
    min-height: 36px;
  }
`,T=[`manual`,`automatic`,`continuously_variable`],E=[`petrol`,`diesel`,`octan`,`cng`,`electric`,`hybrid`],D=[`1-4`,`5-7`,`8-100`];function O({value:e,onChange:t}){let{t:n}=i(),r=v(u.categories()),a=v(u.brands()),o=n=>t({...e,...n}),s=e=>e===``?void 0:Math.max(0,Number(e));return(0,b.jsxs)(k,{"aria-label":n(`rental.filters.title`),children:[(0,b.jsxs)(`label`,{children:[n(`rental.filters.category`),(0,b.jsxs)(`select`,{value:e.categoryIds?.[0]??``,onChange:e=>o({categoryIds:e.target.value?[Number(e.target.value)]:[]}),children:[(0,b.jsx)(`option`,{value:``,children:n(`rental.filters.all`)}),(r.data?.vehicles??[]).map(e=>(0,b.jsx)(`option`,{value:e.id,children:e.name},e.id))]})]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.brand`),(0,b.jsxs)(`select`,{value:e.brandIds?.[0]??``,onChange:e=>o({brandIds:e.target.value?[Number(e.target.value)]:[]}),children:[(0,b.jsx)(`option`,{value:``,children:n(`rental.filters.all`)}),(a.data?.brands??[]).map(e=>(0,b.jsx)(`option`,{value:e.id,children:e.name},e.id))]})]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.seats`),(0,b.jsxs)(`select`,{value:e.seats??``,onChange:e=>o({seats:e.target.value||void 0}),children:[(0,b.jsx)(`option`,{value:``,children:n(`rental.filters.all`)}),D.map(e=>(0,b.jsx)(`option`,{value:e,children:e},e))]})]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.transmission`),(0,b.jsxs)(`select`,{value:e.transmission??``,onChange:e=>o({transmission:e.target.value||void 0}),children:[(0,b.jsx)(`option`,{value:``,children:n(`rental.filters.all`)}),T.map(e=>(0,b.jsx)(`option`,{value:e,children:n(`rental.filters.transmissions.${e}`)},e))]})]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.fuel`),(0,b.jsxs)(`select`,{value:e.fuel??``,onChange:e=>o({fuel:e.target.value||void 0}),children:[(0,b.jsx)(`option`,{value:``,children:n(`rental.filters.all`)}),E.map(e=>(0,b.jsx)(`option`,{value:e,children:n(`rental.filters.fuels.${e}`)},e))]})]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.minPrice`),(0,b.jsx)(`input`,{type:`number`,min:0,value:e.minPrice??``,onChange:e=>o({minPrice:s(e.target.value)})})]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.maxPrice`),(0,b.jsx)(`input`,{type:`number`,min:0,value:e.maxPrice??``,onChange:e=>o({maxPrice:s(e.target.value)})})]}),(0,b.jsxs)(`label`,{children:[(0,b.jsx)(`input`,{type:`checkbox`,checked:!!e.airCondition,onChange:e=>o({airCondition:e.target.checked})}),n(`rental.filters.airCondition`)]}),(0,b.jsxs)(`label`,{children:[(0,b.jsx)(`input`,{type:`checkbox`,checked:!!e.topRated,onChange:e=>o({topRated:e.target.checked})}),n(`rental.filters.topRated`)]}),(0,b.jsxs)(`label`,{children:[n(`rental.filters.sort`),(0,b.jsxs)(`select`,{value:e.sort??``,onChange:e=>o({sort:e.target.value||void 0}),children:[(0,b.jsx)(`option`,{value:``,children:n(`rental.filters.sortDefault`)}),(0,b.jsx)(`option`,{value:`low_to_high`,children:n(`rental.filters.lowToHigh`)}),(0,b.jsx)(`option`,{value:`high_to_low`,children:n(`rental.filters.highToLow`)})]})]})]})}var k=s.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(3)};
  label {
    display: grid;
    gap: 2px;
    font-size: ${({theme:e})=>e.font.size.sm};
  }
  select,
  input[type='number'] {
    min-height: 32px;
  }
`;function A(){let{t:e}=i(),[t]=a(),n=Number(t.get(`categoryId`))||null,o=h(),[s,l]=(0,y.useState)(()=>({categoryIds:n?[n]:[]})),d=r(u.search({...s,tripType:o.tripType,pickup:o.pickup})),g=d.data?.pages.flatMap(e=>e.vehicles)??[],v=(0,y.useRef)(null),{hasNextPage:x,isFetchingNextPage:C,fetchNextPage:w}=d;return(0,y.useEffect)(()=>{let e=v.current;if(!e||typeof IntersectionObserver>`u`)return;let t=new IntersectionObserver(e=>{e.some(e=>e.isIntersecting)&&x&&!C&&w()});return t.observe(e),()=>t.disconnect()},[x,C,w]),(0,b.jsxs)(f,{children:[(0,b.jsx)(`h1`,{children:e(`rental.search.heading`)}),(0,b.jsx)(S,{}),(0,b.jsx)(O,{value:s,onChange:l}),(0,b.jsx)(M,{to:c.rentalCart,children:e(`rental.cart.title`)}),d.isPending?(0,b.jsx)(`p`,{role:`status`,children:e(`common.loading`)}):d.isError?(0,b.jsx)(`p`,{role:`alert`,children:d.error.message}):g.length===0?(0,b.jsx)(m,{role:`status`,title:e(`rental.search.empty`)}):(0,b.jsx)(j,{"aria-label":e(`rental.search.results`),children:g.map(e=>(0,b.jsx)(`li`,{children:(0,b.jsx)(_,{vehicle:e,from:`search`})},e.id))}),(0,b.jsx)(`div`,{ref:v,children:x&&(0,b.jsx)(p,{$variant:`secondary`,onClick:()=>void w(),disabled:C,children:e(`rental.search.loadMore`)})})]})}var j=s.ul`
  list-style: none;
  padding: 0;
  margin: ${({theme:e})=>e.space(4)} 0;
  display: grid;
  gap: ${({theme:e})=>e.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`,M=s(o)`
  display: none;
  @media (max-width: 1180px) {
    display: inline-block;
    margin-block: ${({theme:e})=>e.space(2)};
  }
`;export{A as VehicleSearchPage};