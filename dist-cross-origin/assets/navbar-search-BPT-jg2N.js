import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{s as r}from"./client-CHFpFnwH.js";import{t as i}from"./useTranslation-DVqAnABC.js";import{c as a}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{n as o,t as s}from"./combobox-24_DK1yM.js";import{i as c}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as l}from"./search-BfHmTtyK.js";import{d as u,h as d,v as f,y as p}from"./paths-CXs7K5Fw.js";import{i as m,n as h}from"./module-wording-L3NTZUVb.js";import{t as g}from"./hooks-w8QZ3LgY.js";var _=e(t(),1),v=n();function y(e,t){let[n,r]=(0,_.useState)(e);return(0,_.useEffect)(()=>{let n=setTimeout(()=>r(e),t);return()=>clearTimeout(n)},[e,t]),n}function b({onNavigate:e,className:t}){let{t:n}=i(),c=a(),{module:b,zoneId:O}=g(),[k,A]=(0,_.useState)(``),[j,M]=(0,_.useState)(!1),N=y(k.trim(),300),P=!!O&&!!b&&h(b.module_type)&&b.module_type!==`rental`,F={moduleId:b?.id??0,zoneId:O??``},I=r({...l.suggestions(N,F),enabled:P&&N.length>0}),L=m(b?.module_type),R=n(`home.kinds.${L.items}`),z=n(`home.kinds.${L.stores}`),B=(0,_.useMemo)(()=>N&&I.data?[...I.data.items.map(e=>({value:`item-${e.id}`,label:e.name,kind:R,to:e.module_type===`ecommerce`?d(e):u(e.id)})),...I.data.stores.map(e=>({value:`store-${e.id}`,label:e.name,kind:z,to:p(e)}))]:[],[N,I.data,R,z]),V=(0,_.useMemo)(()=>o({items:B,itemToValue:e=>e.value,itemToString:e=>e.label}),[B]);if(!P)return null;let H=t=>{M(!0),e?.(),c(t)},U=e=>{e.preventDefault();let t=k.trim();t&&H(f(t))},W=B.length>0&&!j&&k.trim().length>0,G=I.isFetching?n(`catalogue.search.searching`):W?n(`catalogue.search.suggestionsCount`,{count:B.length}):``;return(0,v.jsxs)(x,{role:`search`,onSubmit:U,className:t,children:[(0,v.jsxs)(s.Root,{collection:V,inputValue:k,open:W,lazyMount:!0,unmountOnExit:!0,allowCustomValue:!0,selectionBehavior:`preserve`,positioning:{sameWidth:!0,placement:`bottom-start`},onOpenChange:e=>!e.open&&M(!0),onInputValueChange:e=>{A(e.inputValue),e.reason===`input-change`&&M(!1)},onSelect:e=>{let t=B.find(t=>t.value===e.itemValue);t&&H(t.to)},children:[(0,v.jsx)(s.Label,{className:`visually-hidden`,children:n(`catalogue.search.label`)}),(0,v.jsxs)(S,{children:[(0,v.jsx)(C,{type:`search`,maxLength:100,placeholder:n(`catalogue.search.placeholder`,{kind:R,stores:z})}),(0,v.jsx)(w,{type:`submit`,"aria-label":n(`catalogue.search.submit`),children:(0,v.jsx)(`span`,{"aria-hidden":`true`,children:`⌕`})})]}),(0,v.jsx)(s.Positioner,{children:(0,v.jsx)(T,{children:B.map(e=>(0,v.jsxs)(E,{item:e,children:[(0,v.jsx)(s.ItemText,{children:e.label}),(0,v.jsx)(D,{children:e.kind})]},e.value))})})]}),(0,v.jsx)(`span`,{role:`status`,className:`visually-hidden`,children:G})]})}var x=c.form`
  flex: 1;
  max-width: 420px;
  min-width: 0;
`,S=c(s.Control)`
  display: flex;
  align-items: center;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.pill};
  background: ${({theme:e})=>e.color.surface};
  padding-inline-start: ${({theme:e})=>e.space(3)};
  &:focus-within {
    border-color: ${({theme:e})=>e.color.primary};
    outline: 2px solid ${({theme:e})=>e.color.focus};
    outline-offset: 1px;
  }
`,C=c(s.Input)`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  border: none;
  background: transparent;
  color: ${({theme:e})=>e.color.text};
  font: inherit;
  &:focus {
    outline: none;
  }
`,w=c.button`
  min-width: 40px;
  min-height: 40px;
  border: none;
  border-radius: ${({theme:e})=>e.radius.pill};
  background: transparent;
  color: ${({theme:e})=>e.color.text};
  font-size: ${({theme:e})=>e.font.size.lg};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.focus};
  }
`,T=c(s.Content)`
  z-index: ${({theme:e})=>e.z.dialog+10};
  max-height: 360px;
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
`,E=c(s.Item)`
  display: flex;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space(2)};
  padding: ${({theme:e})=>`${e.space(2)} ${e.space(3)}`};
  border-radius: ${({theme:e})=>e.radius.sm};
  color: ${({theme:e})=>e.color.text};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
`,D=c.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`;export{b as t};