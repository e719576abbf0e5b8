const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/category-view-UaTGmpGM.js","assets/category-view-BB87QFZq.js","assets/useInfiniteQuery-Uq5p4yb0.js","assets/client-CHFpFnwH.js","assets/rolldown-runtime-COiEfhsA.js","assets/jsx-runtime-CldxteV5.js","assets/useTranslation-DVqAnABC.js","assets/chunk-6KYCQHYJ-B4T_k4zv.js","assets/styled-components.browser.esm-Cn79XiHV.js","assets/categories-uLT0ROON.js","assets/infiniteQueryOptions-Dfvzj6n2.js","assets/items-B00MNoGv.js","assets/stores-8hOW4Eam.js","assets/paths-CXs7K5Fw.js","assets/module-wording-L3NTZUVb.js","assets/skeleton-Bcrf8CHj.js","assets/paged-grids-Ua6Iw_HL.js","assets/runtime-BnTChGw4.js","assets/react-dom-BNtzwOHF.js","assets/equal-D9QoywGU.js","assets/number-C3gp-ej_.js","assets/use-presence-CdcOwluz.js","assets/dialog-Priw1evm.js","assets/navigate-DJ77VzyD.js","assets/load-more-D-BtUW9Y.js","assets/wishlist-heart-CO10-wsl.js","assets/wishlist-BQw9rBsG.js","assets/xstate-react-CNn19DL4.js","assets/preload-helper-7y9sWmk5.js","assets/hooks-w8QZ3LgY.js","assets/button-CDlBaFPI.js","assets/cart-UpuM7Pqn.js","assets/config-Ciuu1aR1.js","assets/images-DMNdFzKI.js","assets/confirm-dialog-Bfq_f26x.js","assets/backend-dialect-BYrPjDa-.js","assets/empty-state-BQKDrILK.js","assets/quantity-MOWDDvm6.js","assets/cart-line.context--hSQTqn7.js","assets/use-shop-toasts-D4lpYCoY.js","assets/guest-id-DMbedSb6.js","assets/format-BvdIWKNn.js","assets/store-card-B1qNPDlx.js","assets/search-results-v3e7tT5B.js","assets/search-BfHmTtyK.js"])))=>i.map(i=>d[i]);
import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{t as r}from"./useTranslation-DVqAnABC.js";import{d as i,s as a,t as o}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as s}from"./styled-components.browser.esm-Cn79XiHV.js";import{o as c,r as l}from"./hooks-w8QZ3LgY.js";import{t as u}from"./empty-state-BQKDrILK.js";import{t as d}from"./skeleton-Bcrf8CHj.js";import{n as f,o as p,s as m,t as h}from"./client-CHFpFnwH.js";import{r as g}from"./categories-uLT0ROON.js";import{a as _,i as v,n as y,o as b}from"./module-wording-L3NTZUVb.js";import{n as x}from"./button-CDlBaFPI.js";import{r as S,t as C}from"./images-DMNdFzKI.js";import{a as w,c as T,l as E,n as D,o as ee,r as te,s as ne,t as re}from"./load-more-D-BtUW9Y.js";import{b as ie,m as O,p as k,s as A}from"./paths-CXs7K5Fw.js";import{r as j}from"./modules-sdNEL5c9.js";import{i as M,t as N}from"./items-B00MNoGv.js";import{t as P}from"./useInfiniteQuery-Uq5p4yb0.js";import{r as F}from"./stores-8hOW4Eam.js";import{t as I}from"./store-card-B1qNPDlx.js";import{t as L}from"./preload-helper-7y9sWmk5.js";var R=e(t(),1),z=e=>{let t=e.image;return typeof t==`string`?t:null};async function B(e){let t=await f(h.GET(`/api/v1/banners`,{params:{header:{moduleId:String(e.moduleId),zoneId:e.zoneId}}}));return[...(t.campaigns??[]).map(e=>({key:`campaign-${e.id}`,title:e.title,image_full_url:e.image_full_url,image:z(e),kind:`campaign`})),...(t.banners??[]).map(e=>({key:`banner-${e.id}`,title:e.title,image_full_url:e.image_full_url,image:z(e),kind:`banner`}))]}async function V(e){return(await f(h.GET(`/api/v1/rental/banners`,{params:{header:{moduleId:String(e.moduleId),zoneId:e.zoneId}}}))).banners.map(e=>({key:`rental-${e.id}`,title:e.title,image_full_url:e.image_full_url,image:z(e),kind:`banner`}))}var H={list:(e,t=!1)=>p({queryKey:[`banners`,t?`rental`:`store`,e.moduleId,e.zoneId],queryFn:()=>t?V(e):B(e)})},U=n(),W=4e3,G=()=>typeof window<`u`&&!!window.matchMedia?.(`(prefers-reduced-motion: reduce)`).matches;function K({slides:e}){let{t}=r(),n=S(),[i,a]=(0,R.useState)(0),[o,s]=(0,R.useState)(()=>!G()),[c,l]=(0,R.useState)(!1),u=e.length,d=o&&!c&&u>1;if((0,R.useEffect)(()=>{if(!d)return;let e=setInterval(()=>a(e=>(e+1)%u),W);return()=>clearInterval(e)},[d,u]),u===0)return null;let f=i%u,p=e=>a((e+u)%u);return(0,U.jsxs)(q,{"aria-roledescription":`carousel`,"aria-label":t(`home.carousel.label`),onMouseEnter:()=>l(!0),onMouseLeave:()=>l(!1),onFocus:()=>l(!0),onBlur:()=>l(!1),children:[(0,U.jsxs)(ae,{children:[(0,U.jsx)(x,{"aria-label":t(o?`home.carousel.pause`:`home.carousel.play`),onClick:()=>s(e=>!e),children:(0,U.jsx)(`span`,{"aria-hidden":`true`,children:o?`❚❚`:`▶`})}),(0,U.jsx)(x,{"aria-label":t(`home.carousel.previous`),onClick:()=>p(f-1),disabled:u<2,children:(0,U.jsx)(`span`,{"aria-hidden":`true`,children:`‹`})}),(0,U.jsx)(x,{"aria-label":t(`home.carousel.next`),onClick:()=>p(f+1),disabled:u<2,children:(0,U.jsx)(`span`,{"aria-hidden":`true`,children:`›`})})]}),(0,U.jsx)(J,{"aria-live":d?`off`:`polite`,children:(0,U.jsx)(oe,{style:{transform:`translateX(calc(${f} * -100% * var(--dir, 1)))`,transitionDuration:`800ms`},children:e.map((e,r)=>(0,U.jsx)(se,{role:`group`,"aria-roledescription":`slide`,"aria-label":t(`home.carousel.slide`,{index:r+1,count:u}),"aria-hidden":r!==f,inert:r!==f,children:(0,U.jsx)(`img`,{src:n(e,`image`,e.kind),alt:e.title})},e.key))})}),(0,U.jsx)(ce,{children:e.map((e,n)=>(0,U.jsx)(le,{"aria-label":t(`home.carousel.goTo`,{index:n+1}),"aria-current":n===f||void 0,onClick:()=>p(n)},e.key))})]})}var q=s.section`
  position: relative;
  margin-block: ${({theme:e})=>e.space(4)};
  [dir='rtl'] & {
    --dir: -1;
  }
`,ae=s.div`
  position: absolute;
  inset-block-start: ${({theme:e})=>e.space(2)};
  inset-inline-end: ${({theme:e})=>e.space(2)};
  z-index: 1;
  display: flex;
  gap: ${({theme:e})=>e.space(1)};
  button {
    background: ${({theme:e})=>e.color.surface};
  }
`,J=s.div`
  overflow: hidden;
  border-radius: ${({theme:e})=>e.radius.lg};
`,oe=s.div`
  display: flex;
  transition-property: transform;
  transition-timing-function: ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`,se=s.div`
  flex: 0 0 100%;
  aspect-ratio: 3 / 1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`,ce=s.div`
  display: flex;
  justify-content: center;
  gap: ${({theme:e})=>e.space(1)};
  margin-top: ${({theme:e})=>e.space(2)};
`,le=s.button.attrs({type:`button`})`
  width: 24px;
  height: 24px;
  border: none;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({theme:e})=>e.color.border};
  }
  &[aria-current='true']::before {
    background: ${({theme:e})=>e.color.primary};
  }
`;function ue({query:e,rental:t}){let{t:n}=r(),i=S(),a=e.data??[];return(0,U.jsx)(T,{title:n(`home.categories`),children:(0,U.jsx)(E,{query:e,empty:n(`home.empty.categories`),isEmpty:a.length===0,skeleton:{count:8,height:`96px`},children:(0,U.jsx)(de,{children:a.map(e=>(0,U.jsx)(`li`,{children:(0,U.jsxs)(fe,{to:t?ie(e.id):A(e.id,e.name),children:[(0,U.jsx)(`img`,{src:i(e,`image`,`category`),alt:``,width:56,height:56,loading:`lazy`}),(0,U.jsx)(`span`,{children:e.name})]})},e.id))})})})}var de=s.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({theme:e})=>e.space(3)};
`,fe=s(o)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.space(1)};
  padding: ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.md};
  color: ${({theme:e})=>e.color.text};
  text-decoration: none;
  text-align: center;
  font-size: ${({theme:e})=>e.font.size.sm};
  &:hover {
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
  img {
    border-radius: ${({theme:e})=>e.radius.pill};
    object-fit: cover;
  }
`;function pe({module:e,zoneId:t}){let{t:n}=r(),i=S(),{pathname:o}=a(),s=m(j.list());return _((s.data??[]).filter(e=>e.status!==0),b(t)).length<2?null:(0,U.jsxs)(me,{to:k(o,`picker`,`module`),children:[C(e,`icon`)&&(0,U.jsx)(`img`,{src:i(e,`icon`,`module`),alt:``,width:24,height:24}),(0,U.jsx)(`span`,{children:n(`home.currentModule`,{name:e.module_name})}),(0,U.jsx)(`strong`,{children:n(`home.switchModule`)})]})}var me=s(o)`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  min-height: 40px;
  padding-inline: ${({theme:e})=>e.space(3)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.pill};
  color: ${({theme:e})=>e.color.text};
  text-decoration: none;
  strong {
    color: ${({theme:e})=>e.color.primary};
  }
  &:hover {
    border-color: ${({theme:e})=>e.color.primary};
  }
`;function he(){let{t:e}=r();return(0,U.jsxs)(ge,{children:[(0,U.jsx)(`h2`,{children:e(`home.parcel.title`)}),(0,U.jsx)(`p`,{children:e(`home.parcel.body`)})]})}var ge=s.section`
  margin-block: ${({theme:e})=>e.space(4)};
  padding: ${({theme:e})=>e.space(5)};
  border-radius: ${({theme:e})=>e.radius.lg};
  background: ${({theme:e})=>e.color.surfaceAlt};
  h2 {
    margin: 0 0 ${({theme:e})=>e.space(2)};
  }
  p {
    margin: 0;
    color: ${({theme:e})=>e.color.textMuted};
  }
`;function Y({kind:e,scope:t,title:n,kindWord:i}){let{t:a}=r(),o=P(F.list(e,t)),s=o.data?.pages.flatMap(e=>e.stores)??[];return(0,U.jsx)(T,{title:n,children:(0,U.jsxs)(E,{query:o,empty:a(`home.empty.stores`,{kind:i}),isEmpty:s.length===0,skeleton:{count:4,height:`80px`},children:[(0,U.jsx)(_e,{children:s.map(e=>(0,U.jsx)(`li`,{children:(0,U.jsx)(I,{store:e})},e.id))}),(0,U.jsx)(re,{query:o,kindWord:i})]})})}var _e=s(te)`
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;function ve({scope:e,wording:t}){let{t:n}=r(),i=S(),a=m({...M.topRated(e),select:e=>e.map(e=>ne(e,e=>i(e,`thumbnail`,`vehicle`)))}),o=n(`home.kinds.${t.items}`),s=n(`home.kinds.${t.stores}`);return(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(D,{title:n(`home.sections.popularItems`,{kind:o}),kind:o,query:a}),(0,U.jsx)(Y,{kind:`latest`,scope:e,title:n(`home.sections.latestStores`,{kind:s}),kindWord:s})]})}function ye({scope:e,wording:t}){let{t:n}=r(),{vegToggle:i}=w(),a=S(),o=e=>e.map(e=>ee(e,i,e=>a(e,`image`,`item`))),s=m({...N.row(`popular`,e),select:o}),c=m({...N.row(`latest`,e),select:o}),l=m({...N.row(`campaign`,e),select:o}),u=n(`home.kinds.${t.items}`),d=n(`home.kinds.${t.stores}`);return(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(D,{title:n(`home.sections.popularItems`,{kind:u}),kind:u,query:s}),(0,U.jsx)(D,{title:n(`home.sections.campaignItems`,{kind:u}),kind:u,query:l}),(0,U.jsx)(D,{title:n(`home.sections.latestItems`,{kind:u}),kind:u,query:c}),(0,U.jsx)(Y,{kind:`latest`,scope:e,title:n(`home.sections.latestStores`,{kind:d}),kindWord:d}),(0,U.jsx)(Y,{kind:`popular`,scope:e,title:n(`home.sections.popularStores`,{kind:d}),kindWord:d})]})}function be({module:e,zoneId:t}){let{t:n}=r(),i={moduleId:e.id,zoneId:t},a=e.module_type===`rental`,o=v(e.module_type),s=m(g.list(i,a)),c=m(H.list(i,a));return(0,U.jsxs)(xe,{children:[(0,U.jsxs)(Se,{children:[(0,U.jsx)(`h1`,{children:n(`home.title`,{module:e.module_name})}),(0,U.jsx)(pe,{module:e,zoneId:t})]}),c.isPending?(0,U.jsx)(Ce,{children:(0,U.jsx)(d,{$h:`auto`})}):c.data&&c.data.length>0&&(0,U.jsx)(K,{slides:c.data}),!y(e.module_type)&&(0,U.jsx)(he,{}),(0,U.jsx)(ue,{query:s,rental:a}),a?(0,U.jsx)(ve,{scope:i,wording:o}):y(e.module_type)?(0,U.jsx)(ye,{scope:i,wording:o}):null]})}var xe=s.div`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>e.space(4)};
  padding-inline-end: calc(${({theme:e})=>e.space(4)} + 96px);
  ${({theme:e})=>e.media.mobile} {
    padding-inline-end: ${({theme:e})=>e.space(4)};
  }
`,Se=s.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space(3)};
  h1 {
    margin: 0;
    font-size: ${({theme:e})=>e.font.size.xxl};
  }
`,Ce=s.div`
  margin-block: ${({theme:e})=>e.space(4)};
  padding-block-end: 32px;
  > div {
    aspect-ratio: 3 / 1;
    border-radius: ${({theme:e})=>e.radius.lg};
  }
`,X=s.div`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>e.space(4)};
  h1 {
    font-size: ${({theme:e})=>e.font.size.xxl};
    margin-block: ${({theme:e})=>e.space(2)} ${({theme:e})=>e.space(4)};
  }
`,we=(0,R.lazy)(()=>L(()=>import(`./category-view-UaTGmpGM.js`).then(e=>({default:e.CategoryView})),__vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42]))),Te=(0,R.lazy)(()=>L(()=>import(`./search-results-v3e7tT5B.js`).then(e=>({default:e.SearchResults})),__vite__mapDeps([43,2,3,4,5,6,44,10,11,12,14,16,8,17,18,19,20,21,22,23,24,7,25,26,27,28,13,29,30,31,32,33,34,35,36,15,37,38,39,40,41,42])));function Z(){let{t:e}=r(),{pathname:t}=a(),[n]=i(),s=n.get(`search`)?.trim(),d=l(),f=c();if(!f)return(0,U.jsxs)($,{children:[(0,U.jsx)(`h1`,{className:`visually-hidden`,children:e(`common.appName`)}),(0,U.jsx)(u,{role:`status`,title:e(`home.noLocation`),actions:(0,U.jsx)(o,{to:O.landing,children:e(`home.setLocation`)})})]});if(!d)return(0,U.jsxs)($,{children:[(0,U.jsx)(`h1`,{className:`visually-hidden`,children:e(`common.appName`)}),(0,U.jsx)(u,{role:`status`,title:e(`home.noModule`),actions:(0,U.jsx)(o,{to:k(t,`picker`,`module`),children:e(`home.selectModule`)})})]});let p={moduleId:d.id,zoneId:f};return s===`category`&&Number(n.get(`id`))>0?(0,U.jsx)(X,{children:(0,U.jsx)(R.Suspense,{fallback:(0,U.jsx)(Q,{}),children:(0,U.jsx)(we,{id:Number(n.get(`id`)),scope:p,moduleType:d.module_type,name:n.get(`name`),fromAllCategories:n.get(`from`)===`allCategories`})})},`${d.id}-${f}-${n.get(`id`)}`):s&&s!==`category`?(0,U.jsx)(X,{children:(0,U.jsx)(R.Suspense,{fallback:(0,U.jsx)(Q,{}),children:(0,U.jsx)(Te,{text:s,scope:p,moduleType:d.module_type},s)})},`${d.id}-${f}`):(0,U.jsx)(be,{module:d,zoneId:f},`${d.id}-${f}`)}function Q(){let{t:e}=r();return(0,U.jsx)(`div`,{role:`status`,"aria-label":e(`common.loading`),children:(0,U.jsx)(d,{$h:`320px`})})}var $=s.div`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>e.space(6)} ${({theme:e})=>e.space(4)};
`;export{X as n,Y as r,Z as t};