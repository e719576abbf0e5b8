import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{c as r,s as i}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{c as a,i as o,l as s,m as c,n as l,o as u,s as d,u as f}from"./xstate-react-CNn19DL4.js";import{m as p}from"./paths-CXs7K5Fw.js";import{o as m,r as h}from"./hooks-w8QZ3LgY.js";import{t as g}from"./useTranslation-DVqAnABC.js";import{i as _,r as v}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as y}from"./button-CDlBaFPI.js";import{t as b}from"./dialog-Priw1evm.js";import{t as x}from"./empty-state-BQKDrILK.js";import{t as S}from"./skeleton-Bcrf8CHj.js";import{r as C,t as w}from"./images-DMNdFzKI.js";import{K as T,N as E,s as D}from"./client-CHFpFnwH.js";import{a as O,c as k,o as A,s as j,t as M}from"./module-wording-L3NTZUVb.js";import{n as N,r as P,t as F}from"./modules-sdNEL5c9.js";import{t as I}from"./use-url-dialog-9KKKsSK6.js";var L=e(t(),1),R=d({types:{context:{},input:{},events:{},tags:{}},actions:{setPage:s(({event:e})=>(u(e,`UPDATE_PAGE`),{...e.page}))},guards:{isPickerRequested:({context:e})=>e.pickerRequested,isModuleMissingOnHome:({context:e})=>e.onHome&&e.zoneStored&&!e.moduleStored,isHomeWithZone:({context:e})=>e.onHome&&e.zoneStored}}).createMachine({id:`module-picker`,description:`The module picker opens when asked for, and on /home while a zone is stored but no module yet ('Select a type of module for your orders.'); the module rail shows on /home once a zone is stored.`,context:({input:e})=>({...e}),type:`parallel`,on:{UPDATE_PAGE:{target:[`.picker.deciding`,`.rail.deciding`],actions:`setPage`}},states:{picker:{description:`The module picker dialog.`,initial:`deciding`,states:{deciding:{description:`The page changed: the picker opens when asked for, or on /home with a zone but no module.`,always:[{guard:`isPickerRequested`,target:`open`},{guard:`isModuleMissingOnHome`,target:`open`},{target:`closed`}]},open:{description:`'Select a type of module for your orders.': the icon tiles of the zone's modules.`,tags:[`open`]},closed:{description:`The picker is closed.`}}},rail:{description:`The module rail on /home (hidden on small screens).`,initial:`deciding`,states:{deciding:{description:`The page changed: the rail shows on /home once a zone is stored.`,always:[{guard:`isHomeWithZone`,target:`shown`},{target:`hidden`}]},shown:{description:`The zone's modules, one tap to switch.`,tags:[`rail`]},hidden:{description:`No rail on this page.`}}}}}),z=n();function B({modules:e,currentId:t,busyId:n,onChoose:r,layout:i}){let{t:a}=g(),o=C();return(0,z.jsx)(V,{$layout:i,children:e.map(e=>{let s=e.id===t;return(0,z.jsx)(`li`,{children:(0,z.jsxs)(H,{type:`button`,$layout:i,"aria-pressed":s,"aria-busy":n===e.id||void 0,disabled:n!==null,onClick:()=>r(e),title:i===`rail`?e.module_name:void 0,children:[w(e,`icon`)?(0,z.jsx)(`img`,{src:o(e,`icon`,`module`),alt:``,width:40,height:40}):(0,z.jsx)(U,{"aria-hidden":`true`,children:e.module_name.slice(0,1)}),(0,z.jsx)(W,{$layout:i,children:e.module_name}),s&&(0,z.jsxs)(`span`,{className:`visually-hidden`,children:[`(`,a(`module.current`),`)`]})]})},e.id)})})}var V=_.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({theme:e})=>e.space(3)};
  ${({$layout:e})=>e===`grid`?v`
          grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
        `:v`
          grid-template-columns: 1fr;
        `}
`,H=_.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  padding: ${({theme:e,$layout:t})=>e.space(t===`grid`?4:2)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({theme:e})=>e.color.primary};
    box-shadow: inset 0 0 0 1px ${({theme:e})=>e.color.primary};
  }
  &:hover:not(:disabled) {
    border-color: ${({theme:e})=>e.color.primary};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
`,U=_.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({theme:e})=>e.radius.pill};
  background: ${({theme:e})=>e.color.surfaceAlt};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`,W=_.span`
  font-size: ${({theme:e,$layout:t})=>t===`grid`?e.font.size.md:e.font.size.xs};
  font-weight: ${({theme:e})=>e.font.weight.medium};
  text-align: center;
  overflow-wrap: anywhere;
`,G=e=>()=>Promise.reject(Error(`${e} is not provided`)),K=d({types:{context:{},input:{},events:{},emitted:{},tags:{}},actors:{loadRentalCart:f(G(`loadRentalCart`)),clearRentalCart:f(G(`clearRentalCart`))},actions:{setChosen:s(({event:e})=>(u(e,`CHOOSE`),{chosen:e.module,mustSelect:!1,error:null})),commitChoice:s({current:({context:e})=>e.chosen?{id:e.chosen.id,module_name:e.chosen.module_name,module_type:e.chosen.module_type,icon_full_url:e.chosen.icon_full_url}:e.current}),flagMustSelect:s({mustSelect:!0}),setError:s((e,t)=>({error:q(t.error)})),storeModule:()=>{},showSelectedToast:a({type:`selected`}),showLocationSetToast:a({type:`locationSet`}),showCartClearedToast:a({type:`cartCleared`}),showError:a(({context:e})=>({type:`error`,message:e.error})),goToInterests:a({type:`goToInterests`}),goToHome:a({type:`goToHome`}),closePicker:a({type:`closePicker`})},guards:{isRentalModule:({event:e})=>(u(e,`CHOOSE`),e.module.module_type===`rental`),rentalCartIsEmpty:(e,t)=>t.cart.carts.length===0,pickupZoneMatchesModule:({context:e},t)=>{let n=e.chosen?.zones??[];return t.cart.carts.every(e=>j(e.provider?.pickup_zone_id,n))},needsInterests:({context:e})=>!!e.chosen&&M(e.chosen.module_type)&&!e.interestModuleIds.includes(e.chosen.id),hasStoredModule:({context:e})=>e.current!==null}}).createMachine({id:`module`,description:`Module choice: store the module, "A Module has been selected.", then /home or /interest; a rental module checks the rental cart first.`,context:({input:e})=>({current:e.current,interestModuleIds:e.interestModuleIds,chosen:null,mustSelect:!1,error:null}),initial:`idle`,states:{idle:{description:`The picker (or rail) offers the zone's modules; closing it with no module stored keeps it open with 'A module must be selected to continue.'`,on:{CHOOSE:[{guard:`isRentalModule`,target:`checkingRentalCart`,actions:`setChosen`},{target:`selected`,actions:`setChosen`}],DISMISS:[{guard:`hasStoredModule`,target:`idle`,actions:`closePicker`},{target:`idle`,actions:`flagMustSelect`}]}},checkingRentalCart:{description:`A rental module: the rental cart is read to compare its pickup zones with the module's zones.`,tags:[`busy`],invoke:{id:`loadRentalCart`,src:`loadRentalCart`,input:({context:e})=>({moduleId:e.chosen?.id??0}),onDone:[{guard:{type:`rentalCartIsEmpty`,params:({event:e})=>({cart:e.output})},target:`selected`},{guard:{type:`pickupZoneMatchesModule`,params:({event:e})=>({cart:e.output})},target:`selected`,actions:`showLocationSetToast`},{target:`clearingRentalCart`}],onError:{target:`idle`,actions:[{type:`setError`,params:({event:e})=>({error:e.error})},`showError`]}}},clearingRentalCart:{description:`The rental cart's pickup point is outside the module's zones: the cart is cleared.`,tags:[`busy`],invoke:{id:`clearRentalCart`,src:`clearRentalCart`,input:({context:e})=>({moduleId:e.chosen?.id??0}),onDone:{target:`selected`,actions:`showCartClearedToast`},onError:{target:`idle`,actions:[{type:`setError`,params:({event:e})=>({error:e.error})},`showError`]}}},selected:{description:`The module is stored and 'A Module has been selected.' shows; then /interest for a module the saved interests do not cover, else /home.`,tags:[`busy`],entry:[`commitChoice`,`storeModule`,`showSelectedToast`],always:[{guard:`needsInterests`,target:`idle`,actions:`goToInterests`},{target:`idle`,actions:`goToHome`}]}}});function q(e){return e instanceof Error?e.message:typeof e==`string`?e:null}function J(e){return K.provide({actors:{loadRentalCart:f(({input:t})=>(e.loadRentalCart??N)(t.moduleId)),clearRentalCart:f(({input:t})=>(e.clearRentalCart??F)(t.moduleId))},actions:{storeModule:({context:e})=>{e.current&&T(e.current)}}})}var Y=e=>({id:e.id,module_name:e.module_name,module_type:e.module_type,icon_full_url:e.icon_full_url,zones:k(e.zones)});function X(e,t={}){let{t:n}=g(),i=r(),a=h(),s=l(J(t),{input:{current:a,interestModuleIds:E()}});return(0,L.useEffect)(()=>{let t=[s.on(`selected`,()=>void c.success(n(`module.selected`))),s.on(`locationSet`,()=>void c.success(n(`module.locationSet`))),s.on(`cartCleared`,()=>void c.success(n(`module.cartCleared`),{duration:5e3})),s.on(`error`,({message:e})=>void c.error(e??n(`common.somethingWentWrong`))),s.on(`goToInterests`,()=>i(p.interest)),s.on(`goToHome`,()=>i(p.home)),s.on(`closePicker`,()=>e())];return()=>t.forEach(e=>e.unsubscribe())},[s,e,n,i]),{actor:s,busyId:o(s,e=>e.hasTag(`busy`)?e.context.chosen?.id??null:null),mustSelect:o(s,e=>e.context.mustSelect)}}function Z(){let e=m(),t=D(P.list());return{query:t,modules:(0,L.useMemo)(()=>O((t.data??[]).filter(e=>e.status!==0),A(e)).map(Y),[t.data,e]),zoneId:e}}function Q({onClose:e}){let{t}=g(),n=h(),{query:r,modules:i}=Z(),{actor:a,busyId:o,mustSelect:s}=X(e);return(0,z.jsxs)(b,{open:!0,onOpenChange:e=>!e&&a.send({type:`DISMISS`}),title:t(`module.pickerTitle`),description:t(`module.pickerDescription`),maxWidth:`640px`,children:[s&&(0,z.jsx)($,{role:`alert`,children:t(`module.mustSelect`)}),r.isPending?(0,z.jsx)(ee,{role:`status`,"aria-label":t(`common.loading`),children:Array.from({length:6},(e,t)=>(0,z.jsx)(S,{$h:`96px`},t))}):r.isError?(0,z.jsx)(x,{role:`alert`,title:t(`module.loadError`),body:r.error.message,actions:(0,z.jsx)(y,{onClick:()=>void r.refetch(),children:t(`common.retry`)})}):i.length===0?(0,z.jsx)(x,{role:`status`,icon:`🧩`,title:t(`module.noModuleTitle`),body:t(`module.noModuleBody`)}):(0,z.jsx)(B,{layout:`grid`,modules:i,currentId:n?.id??null,busyId:o,onChoose:e=>a.send({type:`CHOOSE`,module:e})})]})}var $=_.p`
  margin: 0 0 ${({theme:e})=>e.space(3)};
  padding: ${({theme:e})=>e.space(2)} ${({theme:e})=>e.space(3)};
  border-radius: ${({theme:e})=>e.radius.sm};
  border: 1px solid ${({theme:e})=>e.color.error};
  color: ${({theme:e})=>e.color.error};
`,ee=_.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({theme:e})=>e.space(3)};
`;function te(){let{t:e}=g(),t=h(),{modules:n}=Z(),{actor:r,busyId:i}=X(()=>{});return n.length===0?null:(0,z.jsx)(ne,{"aria-label":e(`module.railLabel`),children:(0,z.jsx)(B,{layout:`rail`,modules:n,currentId:t?.id??null,busyId:i,onChoose:e=>r.send({type:`CHOOSE`,module:e})})})}var ne=_.nav`
  position: fixed;
  inset-inline-end: ${({theme:e})=>e.space(2)};
  top: 50%;
  transform: translateY(-50%);
  width: 84px;
  max-height: 80vh;
  overflow-y: auto;
  padding: ${({theme:e})=>e.space(2)};
  background: ${({theme:e})=>e.color.surface};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.lg};
  box-shadow: ${({theme:e})=>e.shadow.card};
  z-index: ${({theme:e})=>e.z.header};
  ${({theme:e})=>e.media.mobile} {
    display: none;
  }
`;function re(){let e=I(`picker`),{pathname:t}=i(),n=h(),r=m(),a={pickerRequested:e.value===`module`,onHome:t===p.home,zoneStored:!!r,moduleStored:!!n},s=l(R,{input:a}),{pickerRequested:c,onHome:u,zoneStored:d,moduleStored:f}=a;(0,L.useEffect)(()=>s.send({type:`UPDATE_PAGE`,page:{pickerRequested:c,onHome:u,zoneStored:d,moduleStored:f}}),[s,c,u,d,f]);let g=o(s,e=>e.hasTag(`open`)),_=o(s,e=>e.hasTag(`rail`));return(0,z.jsxs)(z.Fragment,{children:[_&&(0,z.jsx)(te,{},`rail-${n?.id??`none`}`),g&&(0,z.jsx)(Q,{onClose:e.close},`picker-${n?.id??`none`}`)]})}export{re as ModulePickerHost};