import{V as e,s as t}from"./client-CHFpFnwH.js";import{t as n}from"./useTranslation-DVqAnABC.js";import{t as r}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as a}from"./config-Ciuu1aR1.js";import{n as o}from"./hooks-w8QZ3LgY.js";import{r as s}from"./modules-sdNEL5c9.js";import{t as c}from"./jsx-runtime-CldxteV5.js";import{r as l,t as u}from"./images-DMNdFzKI.js";import{n as d}from"./location-flow-BxeDEQIo.js";import{t as f}from"./location-panel-CyEnFnES.js";import{m as p}from"./paths-CXs7K5Fw.js";var m=c(),h=[{icon:`🛒`,title:`location.pitch.stores`,body:`location.pitch.storesBody`},{icon:`🚚`,title:`location.pitch.delivery`,body:`location.pitch.deliveryBody`},{icon:`🚗`,title:`location.pitch.rental`,body:`location.pitch.rentalBody`}];function g(){let{t:e}=n();return(0,m.jsxs)(`section`,{"aria-labelledby":`landing-pitch`,children:[(0,m.jsx)(_,{id:`landing-pitch`,children:e(`location.pitch.title`)}),(0,m.jsx)(v,{children:h.map(t=>(0,m.jsxs)(y,{children:[(0,m.jsx)(b,{"aria-hidden":`true`,children:t.icon}),(0,m.jsx)(`h3`,{children:e(t.title)}),(0,m.jsx)(`p`,{children:e(t.body)})]},t.title))})]})}var _=i.h2`
  margin: 0 0 ${({theme:e})=>e.space(4)};
  font-size: ${({theme:e})=>e.font.size.xl};
`,v=i.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({theme:e})=>e.space(4)};
`,y=i.li`
  padding: ${({theme:e})=>e.space(5)};
  border-radius: ${({theme:e})=>e.radius.lg};
  background: ${({theme:e})=>e.color.surface};
  border: 1px solid ${({theme:e})=>e.color.border};
  h3 {
    margin: ${({theme:e})=>`${e.space(2)} 0`};
    font-size: ${({theme:e})=>e.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({theme:e})=>e.color.textMuted};
  }
`,b=i.span`
  font-size: 28px;
`;function x(){let{t:e}=n(),r=l(),i=t(s.list()).data??[];return i.length===0?null:(0,m.jsxs)(`section`,{"aria-labelledby":`landing-modules`,children:[(0,m.jsx)(_,{id:`landing-modules`,children:e(`location.modulesTitle`)}),(0,m.jsx)(S,{children:i.map(e=>(0,m.jsxs)(`li`,{children:[u(e,`icon`)&&(0,m.jsx)(`img`,{src:r(e,`icon`,`module`),alt:``,width:40,height:40,loading:`lazy`}),(0,m.jsx)(`span`,{children:e.module_name})]},e.id))})]})}var S=i.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(3)};
  li {
    display: flex;
    align-items: center;
    gap: ${({theme:e})=>e.space(2)};
    padding: ${({theme:e})=>`${e.space(2)} ${e.space(4)}`};
    border-radius: ${({theme:e})=>e.radius.pill};
    background: ${({theme:e})=>e.color.surface};
    border: 1px solid ${({theme:e})=>e.color.border};
  }
`;function C(){let{t:i}=n(),s=t(a.config()),c=o(e.location);return(0,m.jsxs)(w,{children:[(0,m.jsxs)(T,{children:[(0,m.jsxs)(E,{children:[(0,m.jsx)(`h1`,{children:s.data?.business_name??i(`common.appName`)}),(0,m.jsx)(D,{children:i(`location.heroTitle`)}),(0,m.jsx)(`p`,{children:i(`location.heroLead`)})]}),(0,m.jsxs)(O,{children:[c&&(0,m.jsxs)(k,{children:[(0,m.jsxs)(`span`,{children:[i(`location.currentLocation`),`: `,(0,m.jsx)(`strong`,{children:c})]}),(0,m.jsx)(r,{to:p.home,children:i(`location.continueToHome`)})]}),(0,m.jsx)(d,{children:(0,m.jsx)(f,{})})]})]}),(0,m.jsx)(g,{}),(0,m.jsx)(x,{})]})}var w=i.div`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>`${e.space(8)} ${e.space(4)}`};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(10)};
`,T=i.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({theme:e})=>e.space(8)};
  align-items: center;
  ${({theme:e})=>e.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`,E=i.div`
  h1 {
    margin: 0 0 ${({theme:e})=>e.space(2)};
    font-size: ${({theme:e})=>e.font.size.xxl};
    color: ${({theme:e})=>e.color.primary};
  }
  p {
    color: ${({theme:e})=>e.color.textMuted};
    font-size: ${({theme:e})=>e.font.size.lg};
  }
`,D=i.p`
  && {
    margin: 0 0 ${({theme:e})=>e.space(3)};
    font-size: 32px;
    line-height: 1.2;
    font-weight: ${({theme:e})=>e.font.weight.bold};
    color: ${({theme:e})=>e.color.text};
  }
`,O=i.div`
  padding: ${({theme:e})=>e.space(6)};
  border-radius: ${({theme:e})=>e.radius.lg};
  background: ${({theme:e})=>e.color.surface};
  box-shadow: ${({theme:e})=>e.shadow.card};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(4)};
`,k=i.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space(2)};
  padding: ${({theme:e})=>e.space(3)};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surfaceAlt};
  a {
    color: ${({theme:e})=>e.color.primary};
    font-weight: ${({theme:e})=>e.font.weight.medium};
  }
`;export{C as LandingPage};