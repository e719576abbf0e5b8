import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{t}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{t as n}from"./useTranslation-DVqAnABC.js";import{i as r}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as i}from"./button-CDlBaFPI.js";import{t as a}from"./dialog-Priw1evm.js";import{n as o,t as s}from"./jsx-runtime-CldxteV5.js";import{s as c}from"./client-CHFpFnwH.js";import{n as l}from"./categories-uLT0ROON.js";import{t as u}from"./skeleton-Bcrf8CHj.js";import{l as d,n as f,o as p,t as m,u as h}from"./theme-toggle-ijvpA437.js";import{t as g}from"./hooks-w8QZ3LgY.js";import{m as _,s as v}from"./paths-CXs7K5Fw.js";import{t as y}from"./navbar-search-BPT-jg2N.js";var b=e(o(),1),x=s();function S({onNavigate:e}){let{t}=n(),r=(0,b.useId)(),[i,a]=(0,b.useState)(!1),{module:o,zoneId:s}=g(),d={moduleId:o?.id??0,zoneId:s??``},f=c({...l.list(d),enabled:i&&!!o&&!!s}),p=f.data??[];return(0,x.jsxs)(x.Fragment,{children:[(0,x.jsxs)(C,{type:`button`,"aria-expanded":i,"aria-controls":r,onClick:()=>a(e=>!e),children:[t(`shell.categories`),(0,x.jsx)(w,{$open:i,children:(0,x.jsx)(h,{name:`chevron`,size:16})})]}),i&&(0,x.jsxs)(T,{id:r,children:[f.isLoading?(0,x.jsx)(`li`,{role:`status`,"aria-label":t(`common.loading`),children:(0,x.jsx)(u,{$h:`20px`})}):p.length===0?(0,x.jsx)(`li`,{children:(0,x.jsx)(D,{children:t(`shell.noCategories`)})}):p.slice(0,10).map(t=>(0,x.jsx)(`li`,{children:(0,x.jsx)(E,{to:v(t.id),onClick:e,children:t.name})},t.id)),(0,x.jsx)(`li`,{children:(0,x.jsx)(E,{to:_.categories,onClick:e,children:t(`common.viewAll`)})})]})]})}var C=r.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding-inline: ${({theme:e})=>e.space(3)};
  border: none;
  background: transparent;
  border-radius: ${({theme:e})=>e.radius.md};
  cursor: pointer;
  font-weight: ${({theme:e})=>e.font.weight.medium};
  &:hover {
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
`,w=r.span`
  display: inline-flex;
  transform: rotate(${({$open:e})=>e?`180deg`:`0deg`});
`,T=r.ul`
  list-style: none;
  margin: 0;
  padding-inline-start: ${({theme:e})=>e.space(5)};
`,E=r(t)`
  display: flex;
  align-items: center;
  min-height: 36px;
  text-decoration: none;
  &:hover {
    color: ${({theme:e})=>e.color.primary};
  }
`,D=r.span`
  color: ${({theme:e})=>e.color.textMuted};
`;function O({open:e,onClose:t}){let{t:r}=n(),{signedIn:o}=g(),s=p.useActorRef();return(0,x.jsxs)(a,{open:e,onOpenChange:e=>!e&&t(),title:r(`shell.drawerTitle`),placement:`end`,maxWidth:`320px`,children:[(0,x.jsx)(y,{onNavigate:t}),(0,x.jsxs)(k,{children:[(0,x.jsx)(`li`,{children:(0,x.jsx)(A,{to:_.home,onClick:t,children:r(`shell.home`)})}),(0,x.jsx)(`li`,{children:(0,x.jsx)(S,{onNavigate:t})}),(0,x.jsx)(`li`,{children:(0,x.jsx)(A,{to:_.latestStores,onClick:t,children:r(`shell.latestStores`)})}),(0,x.jsx)(`li`,{children:(0,x.jsx)(A,{to:_.popularStores,onClick:t,children:r(`shell.popularStores`)})})]}),(0,x.jsxs)(j,{children:[(0,x.jsx)(`span`,{children:r(`shell.themeMode`)}),(0,x.jsx)(m,{})]}),(0,x.jsx)(j,{children:(0,x.jsx)(f,{showLabel:!0,onChoose:t})}),o&&(0,x.jsx)(i,{$variant:`secondary`,$block:!0,onClick:()=>{t(),s.send({type:`LOGOUT`})},children:r(`shell.menu.logout`)})]})}var k=r.ul`
  list-style: none;
  margin: 0 0 ${({theme:e})=>e.space(4)};
  padding: 0;
`,A=r(t)`
  ${d}
  display: flex;
  min-height: 44px;
`,j=r.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space(3)};
  padding: ${({theme:e})=>e.space(2)} ${({theme:e})=>e.space(3)};
  margin-bottom: ${({theme:e})=>e.space(2)};
  border-top: 1px solid ${({theme:e})=>e.color.border};
`;export{O as MobileDrawer};