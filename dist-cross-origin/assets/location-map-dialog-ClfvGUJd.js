import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{t}from"./useTranslation-DVqAnABC.js";import{c as n,i as r,l as i,n as a,o,r as s,s as c,t as l}from"./map-tiles-iRY0H9Nt.js";import{i as u}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as d}from"./dialog-Priw1evm.js";import{t as f}from"./jsx-runtime-CldxteV5.js";function p(e,t,n){t.center!==n.center&&e.setLatLng(t.center),t.radius!=null&&t.radius!==n.radius&&e.setRadius(t.radius)}var m=e(n(),1),h=o(function({center:e,children:t,...n},r){let a=new m.CircleMarker(e,n);return c(a,i(r,{overlayContainer:a}))},p),g=f();function _({lat:e,lng:n,title:i,description:o,link:c,onClose:u}){let{t:f}=t();return(0,g.jsxs)(d,{open:!0,onOpenChange:e=>!e&&u(),title:i,description:o,maxWidth:`720px`,children:[(0,g.jsx)(v,{children:(0,g.jsxs)(r,{center:[e,n],zoom:15,minZoom:1,maxZoom:21,style:{height:`100%`,width:`100%`},children:[(0,g.jsx)(s,{url:a,attribution:l}),(0,g.jsx)(h,{center:[e,n],radius:10})]})}),(0,g.jsxs)(y,{href:c.href,target:`_blank`,rel:`noopener noreferrer`,children:[c.text,(0,g.jsxs)(`span`,{className:`visually-hidden`,children:[` `,f(`footer.newWindow`)]})]})]})}var v=u.div`
  height: min(60vh, 420px);
  border-radius: ${({theme:e})=>e.radius.md};
  overflow: hidden;
`,y=u.a`
  display: inline-block;
  margin-top: ${({theme:e})=>e.space(3)};
  color: ${({theme:e})=>e.color.primary};
`;export{_ as LocationMapDialog};