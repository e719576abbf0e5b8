import{i as e,t}from"./styled-components.browser.esm-Cn79XiHV.js";var n=t`
  0% { opacity: 1; } 50% { opacity: 0.5; } 100% { opacity: 1; }
`,r=e.div.attrs({"aria-hidden":!0})`
  width: ${({$w:e})=>e??`100%`};
  height: ${({$h:e})=>e??`16px`};
  border-radius: ${({theme:e,$round:t})=>t?e.radius.pill:e.radius.sm};
  background: ${({theme:e})=>e.color.skeleton};
  animation: ${n} 1.4s ease-in-out infinite;
`;export{r as t};