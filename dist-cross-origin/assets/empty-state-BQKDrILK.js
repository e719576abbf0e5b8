import{i as e}from"./styled-components.browser.esm-Cn79XiHV.js";import{t}from"./jsx-runtime-CldxteV5.js";var n=t();function r({title:e,body:t,icon:r,actions:l,role:u}){return(0,n.jsxs)(i,{role:u,children:[r&&(0,n.jsx)(a,{"aria-hidden":`true`,children:r}),(0,n.jsx)(o,{children:e}),t&&(0,n.jsx)(s,{children:t}),l&&(0,n.jsx)(c,{children:l})]})}var i=e.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({theme:e})=>e.space(2)};
  padding: ${({theme:e})=>e.space(8)} ${({theme:e})=>e.space(4)};
  color: ${({theme:e})=>e.color.textMuted};
`,a=e.div`
  font-size: 48px;
`,o=e.p`
  margin: 0;
  font-weight: ${({theme:e})=>e.font.weight.bold};
  color: ${({theme:e})=>e.color.text};
`,s=e.p`
  margin: 0;
`,c=e.div`
  display: flex;
  gap: ${({theme:e})=>e.space(2)};
  margin-top: ${({theme:e})=>e.space(2)};
`;export{r as t};