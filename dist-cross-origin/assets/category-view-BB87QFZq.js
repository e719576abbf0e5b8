import{t as e}from"./useInfiniteQuery-Uq5p4yb0.js";import{s as t}from"./client-CHFpFnwH.js";import{t as n}from"./useTranslation-DVqAnABC.js";import{t as r}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i}from"./styled-components.browser.esm-Cn79XiHV.js";import{n as a,t as o}from"./categories-uLT0ROON.js";import{m as s,s as c}from"./paths-CXs7K5Fw.js";import{i as l}from"./module-wording-L3NTZUVb.js";import{t as u}from"./skeleton-Bcrf8CHj.js";import{n as d,r as f,t as p}from"./paged-grids-Ua6Iw_HL.js";import{t as m}from"./jsx-runtime-CldxteV5.js";var h=m();function g(e,n,r){let i=t({...a.list(n),enabled:!r});return r||((i.data??[]).flatMap(e=>[e,...e.childes??[]]).find(t=>t.id===e)?.name??null)}function _({id:r,scope:i,moduleType:a,name:m,fromAllCategories:_}){let{t:x}=n(),S=l(a),C=x(`home.kinds.${S.items}`),w=x(`home.kinds.${S.stores}`),T=g(r,i,m),E=t(o.children(r,i)),D=e(o.items(r,i)),O=e(o.stores(r,i)),k=(E.data??[]).filter(e=>e.status!==0);return(0,h.jsxs)(h.Fragment,{children:[_&&(0,h.jsx)(v,{to:s.categories,children:x(`catalogue.categories.back`)}),(0,h.jsx)(`h1`,{children:T??x(`catalogue.categories.category`)}),E.isPending?(0,h.jsx)(`div`,{role:`status`,"aria-label":x(`common.loading`),children:(0,h.jsx)(u,{$h:`36px`})}):k.length>0&&(0,h.jsx)(y,{"aria-label":x(`catalogue.categories.subCategories`),children:k.map(e=>(0,h.jsx)(`li`,{children:(0,h.jsx)(b,{to:c(e.id,e.name),children:e.name})},e.id))}),(0,h.jsx)(f,{label:x(`catalogue.categories.tabs`,{name:T??``}),tabs:[{value:`items`,label:x(`catalogue.categories.itemsTab`,{kind:C}),content:(0,h.jsx)(p,{query:D,empty:x(`home.empty.items`,{kind:C}),kindWord:C})},{value:`stores`,label:x(`catalogue.categories.storesTab`,{kind:w}),content:(0,h.jsx)(d,{query:O,empty:x(`home.empty.stores`,{kind:w}),kindWord:w})}]})]})}var v=i(r)`
  color: ${({theme:e})=>e.color.primary};
`,y=i.ul`
  list-style: none;
  margin: 0 0 ${({theme:e})=>e.space(4)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
`,b=i(r)`
  display: inline-block;
  padding: ${({theme:e})=>`${e.space(1)} ${e.space(3)}`};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e})=>e.color.border};
  color: ${({theme:e})=>e.color.text};
  text-decoration: none;
  &:hover {
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
`;export{y as n,_ as t};