import{t as e}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{t}from"./useTranslation-DVqAnABC.js";import{i as n}from"./styled-components.browser.esm-Cn79XiHV.js";import{m as r}from"./paths-CXs7K5Fw.js";import{t as i}from"./jsx-runtime-CldxteV5.js";var a=i();function o(){let{t:n}=t();return(0,a.jsxs)(s,{children:[(0,a.jsx)(`h1`,{children:n(`common.notFoundTitle`)}),(0,a.jsx)(`p`,{children:n(`common.notFoundBody`)}),(0,a.jsx)(e,{to:r.home,children:n(`common.goHome`)})]})}var s=n.section`
  padding: ${({theme:e})=>e.space(10)};
  text-align: center;
`;export{o as NotFoundPage};