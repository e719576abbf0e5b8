import{t as e}from"./useTranslation-DVqAnABC.js";import{t}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as n}from"./styled-components.browser.esm-Cn79XiHV.js";import{a as r}from"./load-more-D-BtUW9Y.js";import{r as i}from"./images-DMNdFzKI.js";import{y as a}from"./paths-CXs7K5Fw.js";import{t as o}from"./jsx-runtime-CldxteV5.js";var s=o();function c({store:t}){let{t:n}=e(),o=r(),c=i();return(0,s.jsxs)(l,{children:[(0,s.jsx)(`img`,{src:c(t,`logo`,`store`),alt:``,width:56,height:56,loading:`lazy`}),(0,s.jsxs)(u,{children:[(0,s.jsx)(d,{to:a(t),children:t.name}),(0,s.jsx)(f,{children:t.address}),(0,s.jsxs)(p,{children:[(0,s.jsx)(`span`,{className:`visually-hidden`,children:n(`home.rating`,{rating:o.rating(t.avg_rating)})}),(0,s.jsxs)(`span`,{"aria-hidden":`true`,children:[`★ `,o.rating(t.avg_rating),` (`,t.rating_count,`)`]}),t.delivery_time&&(0,s.jsx)(`span`,{children:t.delivery_time}),t.free_delivery&&(0,s.jsx)(m,{children:n(`home.freeDelivery`)}),t.open===0&&(0,s.jsx)(m,{$muted:!0,children:n(`home.closed`)})]})]})]})}var l=n.article`
  display: flex;
  gap: ${({theme:e})=>e.space(3)};
  align-items: flex-start;
  padding: ${({theme:e})=>e.space(3)};
  background: ${({theme:e})=>e.color.surface};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  height: 100%;
  img {
    flex: none;
    border-radius: ${({theme:e})=>e.radius.md};
    object-fit: cover;
  }
`,u=n.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(1)};
  min-width: 0;
`,d=n(t)`
  font-weight: ${({theme:e})=>e.font.weight.bold};
  color: ${({theme:e})=>e.color.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &::after {
    content: '';
  }
`,f=n.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`,p=n.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
  font-size: ${({theme:e})=>e.font.size.sm};
`,m=n.span`
  padding: 0 ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e,$muted:t})=>t?e.color.border:e.color.success};
  color: ${({theme:e,$muted:t})=>t?e.color.textMuted:e.color.success};
`;export{c as t};