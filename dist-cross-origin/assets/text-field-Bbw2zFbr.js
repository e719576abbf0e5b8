import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{i as r}from"./styled-components.browser.esm-Cn79XiHV.js";var i=e(t(),1),a=n(),o=(0,i.forwardRef)(function({label:e,error:t,hint:n,markRequired:r,endAdornment:o,id:m,...h},g){let _=(0,i.useId)(),v=m??_,y=`${v}-error`,b=`${v}-hint`,x=[t?y:null,n?b:null].filter(Boolean).join(` `)||void 0;return(0,a.jsxs)(s,{children:[(0,a.jsxs)(c,{htmlFor:v,children:[e,r&&(0,a.jsx)(l,{"aria-hidden":`true`,children:` *`})]}),(0,a.jsxs)(u,{$invalid:!!t,children:[(0,a.jsx)(d,{ref:g,id:v,"aria-invalid":t?!0:void 0,"aria-describedby":x,...h}),o]}),n&&(0,a.jsx)(f,{id:b,children:n}),t&&(0,a.jsx)(p,{id:y,role:`alert`,children:t})]})}),s=r.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(1)};
  margin-bottom: ${({theme:e})=>e.space(3)};
`,c=r.label`
  font-weight: ${({theme:e})=>e.font.weight.medium};
  font-size: ${({theme:e})=>e.font.size.sm};
`,l=r.span`
  color: ${({theme:e})=>e.color.error};
`,u=r.div`
  display: flex;
  align-items: center;
  border: 1px solid ${({theme:e,$invalid:t})=>t?e.color.error:e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
  &:focus-within {
    border-color: ${({theme:e})=>e.color.primary};
  }
`,d=r.input`
  flex: 1;
  min-width: 0;
  border: none;
  background: transparent;
  padding: ${({theme:e})=>`${e.space(2.5)} ${e.space(3)}`};
  min-height: 42px;
  &:focus {
    outline: none;
  }
`,f=r.small`
  color: ${({theme:e})=>e.color.textMuted};
`,p=r.small`
  color: ${({theme:e})=>e.color.error};
`;export{o as i,s as n,c as r,p as t};