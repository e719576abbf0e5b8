const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/map-canvas-hBrq7HfG.js","assets/rolldown-runtime-COiEfhsA.js","assets/jsx-runtime-CldxteV5.js","assets/map-tiles-iRY0H9Nt.js","assets/react-dom-BNtzwOHF.js","assets/map-tiles-Ds4Udj8m.css","assets/styled-components.browser.esm-Cn79XiHV.js","assets/geo-BmxUNKr_.js"])))=>i.map(i=>d[i]);
import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{t as r}from"./useTranslation-DVqAnABC.js";import{i}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as a}from"./button-CDlBaFPI.js";import{t as o}from"./dialog-Priw1evm.js";import{t as s}from"./location-flow-BxeDEQIo.js";import{n as c,r as l,t as u}from"./problem-message-i0GvXGMp.js";import{t as d}from"./preload-helper-7y9sWmk5.js";var f=e(t(),1),p=n(),m=(0,f.lazy)(()=>d(()=>import(`./map-canvas-hBrq7HfG.js`),__vite__mapDeps([0,1,2,3,4,5,6,7])));function h(){let{t:e}=r(),t=s.useActorRef(),n=s.useSelector(e=>e.context.point),i=s.useSelector(e=>e.context.address),d=s.useSelector(e=>e.context.problem),h=s.useSelector(e=>e.hasTag(`resolving`)),y=s.useSelector(e=>e.hasTag(`confirmed`)),b=s.useSelector(e=>e.hasTag(`outOfZone`)),x=s.useSelector(e=>e.hasTag(`failed`));return(0,p.jsxs)(o,{open:!0,onOpenChange:e=>!e&&t.send({type:`CLOSE`}),title:e(`location.mapTitle`),description:e(`location.mapHint`),maxWidth:`760px`,footer:(0,p.jsx)(a,{$size:`lg`,disabled:!y,onClick:()=>t.send({type:`CONFIRM`}),children:e(`location.confirm`)}),children:[(0,p.jsx)(g,{children:(0,p.jsx)(f.Suspense,{fallback:(0,p.jsx)(l,{role:`status`,children:e(`location.mapLoading`)}),children:n&&(0,p.jsx)(m,{center:n,label:e(`location.mapLabel`),pinLabel:e(`location.pinLabel`),onMove:e=>t.send({type:`MOVE`,latLng:e})})})}),(0,p.jsxs)(_,{children:[(0,p.jsx)(l,{role:`status`,children:h?e(`location.resolving`):``}),y&&i&&(0,p.jsxs)(v,{children:[(0,p.jsx)(`strong`,{children:e(`location.selectedAddress`)}),(0,p.jsx)(`span`,{"data-testid":`selected-address`,children:i})]}),(b||x)&&d&&(0,p.jsx)(c,{role:`alert`,children:u(d,e)}),x&&(0,p.jsx)(a,{$variant:`secondary`,onClick:()=>t.send({type:`RETRY`}),children:e(`location.retry`)})]})]})}var g=i.div`
  height: min(420px, 55vh);
  border-radius: ${({theme:e})=>e.radius.md};
  overflow: hidden;
  background: ${({theme:e})=>e.color.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  > * {
    flex: 1;
    align-self: stretch;
  }
`,_=i.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({theme:e})=>e.space(2)};
  margin-block-start: ${({theme:e})=>e.space(3)};
`,v=i.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;export{h as MapDialog};