const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/map-dialog-B4GDVgel.js","assets/rolldown-runtime-COiEfhsA.js","assets/jsx-runtime-CldxteV5.js","assets/useTranslation-DVqAnABC.js","assets/styled-components.browser.esm-Cn79XiHV.js","assets/button-CDlBaFPI.js","assets/dialog-Priw1evm.js","assets/react-dom-BNtzwOHF.js","assets/runtime-BnTChGw4.js","assets/use-presence-CdcOwluz.js","assets/location-flow-BxeDEQIo.js","assets/client-CHFpFnwH.js","assets/xstate-react-CNn19DL4.js","assets/preload-helper-7y9sWmk5.js","assets/paths-CXs7K5Fw.js","assets/geo-BmxUNKr_.js","assets/config-Ciuu1aR1.js","assets/hooks-w8QZ3LgY.js","assets/skeleton-Bcrf8CHj.js","assets/geo-BgON9s18.js","assets/problem-message-i0GvXGMp.js","assets/saved-addresses-dialog-CQ7r9l7w.js"])))=>i.map(i=>d[i]);
import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{t as r}from"./useTranslation-DVqAnABC.js";import{i}from"./styled-components.browser.esm-Cn79XiHV.js";import{B as a}from"./client-CHFpFnwH.js";import{t as o}from"./button-CDlBaFPI.js";import{t as s}from"./location-flow-BxeDEQIo.js";import{n as c,t as l}from"./combobox-24_DK1yM.js";import{n as u,r as d,t as f}from"./problem-message-i0GvXGMp.js";import{t as p}from"./preload-helper-7y9sWmk5.js";var m=e(t(),1),h=n();function g({disabled:e}){let{t}=r(),n=s.useActorRef(),i=s.useSelector(e=>e.context.suggestions),a=s.useSelector(e=>e.hasTag(`suggestions`)),o=s.useSelector(e=>e.hasTag(`searching`)),[u,f]=(0,m.useState)(``),[p,g]=(0,m.useState)(!1),C=(0,m.useMemo)(()=>c({items:a?i:[],itemToValue:e=>e.placeId,itemToString:e=>e.mainText}),[a,i]),w=C.items,T=a&&w.length>0&&!p,E=o?t(`location.searching`):a&&w.length===0?t(`location.noPlaces`):``;return(0,h.jsxs)(l.Root,{collection:C,inputValue:u,open:T,disabled:e,lazyMount:!0,unmountOnExit:!0,allowCustomValue:!0,inputBehavior:`autohighlight`,selectionBehavior:`replace`,positioning:{sameWidth:!0,placement:`bottom-start`},onOpenChange:e=>!e.open&&g(!0),onInputValueChange:e=>{f(e.inputValue),(e.reason===`input-change`||e.reason===`clear-trigger`)&&(g(!1),n.send({type:`SEARCH`,text:e.inputValue}))},onSelect:e=>{let t=i.find(t=>t.placeId===e.itemValue);t&&n.send({type:`CHOOSE_SUGGESTION`,suggestion:t})},children:[(0,h.jsx)(_,{children:t(`location.searchLabel`)}),(0,h.jsxs)(v,{children:[(0,h.jsx)(`span`,{"aria-hidden":`true`,children:`⌕`}),(0,h.jsx)(y,{placeholder:t(`location.searchPlaceholder`)})]}),(0,h.jsx)(l.Positioner,{children:(0,h.jsx)(b,{children:C.items.map(e=>(0,h.jsxs)(x,{item:e,children:[(0,h.jsx)(l.ItemText,{children:e.mainText}),e.secondaryText&&(0,h.jsx)(S,{children:e.secondaryText})]},e.placeId))})}),(0,h.jsx)(d,{role:`status`,children:E})]})}var _=i(l.Label)`
  display: block;
  font-weight: ${({theme:e})=>e.font.weight.medium};
  font-size: ${({theme:e})=>e.font.size.sm};
  margin-block-end: ${({theme:e})=>e.space(1)};
`,v=i(l.Control)`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  padding-inline: ${({theme:e})=>e.space(3)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.textMuted};
  &:focus-within {
    border-color: ${({theme:e})=>e.color.primary};
    outline: 2px solid ${({theme:e})=>e.color.focus};
    outline-offset: 1px;
  }
`,y=i(l.Input)`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({theme:e})=>e.color.text};
  font-size: ${({theme:e})=>e.font.size.lg};
  &:focus {
    outline: none;
  }
`,b=i(l.Content)`
  z-index: ${({theme:e})=>e.z.dialog+10};
  max-height: 320px;
  overflow: auto;
  padding: ${({theme:e})=>e.space(1)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
  box-shadow: ${({theme:e})=>e.shadow.card};
  &[hidden],
  &[data-state='closed'] {
    display: none;
  }
`,x=i(l.Item)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({theme:e})=>`${e.space(2)} ${e.space(3)}`};
  border-radius: ${({theme:e})=>e.radius.sm};
  color: ${({theme:e})=>e.color.text};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
`,S=i.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`,C=(0,m.lazy)(()=>p(()=>import(`./map-dialog-B4GDVgel.js`).then(e=>({default:e.MapDialog})),__vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]))),w=(0,m.lazy)(()=>p(()=>import(`./saved-addresses-dialog-CQ7r9l7w.js`).then(e=>({default:e.SavedAddressesDialog})),__vite__mapDeps([21,3,1,2,4,5,6,7,8,9,18,10,11,12,13,14,15,16,17,19])));function T({headingLevel:e=2}){let{t}=r(),n=(0,m.useId)(),i=s.useActorRef(),c=s.useSelector(e=>e.hasTag(`locating`)),l=s.useSelector(e=>e.hasTag(`placing`)),p=s.useSelector(e=>e.hasTag(`saving`)),_=s.useSelector(e=>e.hasTag(`map`)),v=s.useSelector(e=>e.hasTag(`savedAddresses`)),y=s.useSelector(e=>e.hasTag(`choosing`)?e.context.problem:null),b=e===2?`h2`:`h3`,x=c?t(`location.locating`):l?t(`location.placing`):p?t(`location.saving`):``;return(0,h.jsxs)(E,{"aria-labelledby":n,children:[(0,h.jsx)(b,{id:n,children:t(`location.panelTitle`)}),(0,h.jsx)(g,{disabled:p}),(0,h.jsxs)(D,{children:[(0,h.jsxs)(o,{$variant:`secondary`,"aria-busy":c,disabled:p,onClick:()=>i.send({type:`LOCATE`}),children:[(0,h.jsx)(`span`,{"aria-hidden":`true`,children:`◎`}),` `,t(`location.useCurrentLocation`)]}),(0,h.jsxs)(o,{$variant:`secondary`,disabled:p,onClick:()=>i.send({type:`OPEN_MAP`}),children:[(0,h.jsx)(`span`,{"aria-hidden":`true`,children:`⌖`}),` `,t(`location.pickOnMap`)]}),(0,h.jsxs)(o,{$variant:`secondary`,disabled:p,onClick:()=>i.send({type:`OPEN_SAVED`,signedIn:!!a.token()}),children:[(0,h.jsx)(`span`,{"aria-hidden":`true`,children:`☆`}),` `,t(`location.savedAddresses`)]})]}),(0,h.jsx)(d,{role:`status`,children:x}),y&&(0,h.jsx)(u,{role:`alert`,children:f(y,t)}),(0,h.jsxs)(m.Suspense,{fallback:(0,h.jsx)(d,{role:`status`,children:t(`common.loading`)}),children:[_&&(0,h.jsx)(C,{}),v&&(0,h.jsx)(w,{})]})]})}var E=i.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(3)};
  h2,
  h3 {
    margin: 0;
    font-size: ${({theme:e})=>e.font.size.xl};
  }
`,D=i.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
  > button {
    flex: 1 1 160px;
  }
`;export{T as t};