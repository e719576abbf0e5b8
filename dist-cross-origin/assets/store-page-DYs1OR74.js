const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/location-map-dialog-ClfvGUJd.js","assets/rolldown-runtime-COiEfhsA.js","assets/useTranslation-DVqAnABC.js","assets/jsx-runtime-CldxteV5.js","assets/map-tiles-iRY0H9Nt.js","assets/react-dom-BNtzwOHF.js","assets/map-tiles-Ds4Udj8m.css","assets/styled-components.browser.esm-Cn79XiHV.js","assets/dialog-Priw1evm.js","assets/runtime-BnTChGw4.js","assets/use-presence-CdcOwluz.js"])))=>i.map(i=>d[i]);
import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{B as r,s as i}from"./client-CHFpFnwH.js";import{t as a}from"./useTranslation-DVqAnABC.js";import{d as o,l as s}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as c}from"./styled-components.browser.esm-Cn79XiHV.js";import{n as l}from"./stores-8hOW4Eam.js";import{r as u}from"./module-wording-L3NTZUVb.js";import{o as d,r as f}from"./hooks-w8QZ3LgY.js";import{t as p}from"./button-CDlBaFPI.js";import{t as m}from"./empty-state-BQKDrILK.js";import{t as h}from"./skeleton-Bcrf8CHj.js";import{a as g,o as _,r as v,t as y}from"./availability-BeDRxZJE.js";import{b}from"./cart-UpuM7Pqn.js";import{t as x}from"./preload-helper-7y9sWmk5.js";import{a as S,c as ee,i as C,l as w,o as T,r as E,t as D}from"./load-more-D-BtUW9Y.js";import{r as O,t as k}from"./images-DMNdFzKI.js";import{t as A}from"./useInfiniteQuery-Uq5p4yb0.js";import{r as j}from"./items-B00MNoGv.js";import{i as M}from"./text-field-Bbw2zFbr.js";var N=e(t(),1),P=n(),F=(0,N.lazy)(()=>x(()=>import(`./location-map-dialog-ClfvGUJd.js`).then(e=>({default:e.LocationMapDialog})),__vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10])));function I(e,t){let n=new URLSearchParams({api:`1`,destination:`${e.lat},${e.lng}`});return t&&n.set(`origin`,`${t.lat},${t.lng}`),`https://www.google.com/maps/dir/?${n}`}function L({store:e}){let{t}=a(),[n,i]=(0,N.useState)(!1),o=Number.parseFloat(e.latitude),s=Number.parseFloat(e.longitude);return!Number.isFinite(o)||!Number.isFinite(s)?null:(0,P.jsxs)(P.Fragment,{children:[(0,P.jsx)(p,{$variant:`secondary`,$size:`sm`,"aria-haspopup":`dialog`,onClick:()=>i(!0),children:t(`catalogue.map.open`)}),n&&(0,P.jsx)(N.Suspense,{fallback:(0,P.jsx)(`span`,{role:`status`,children:t(`common.loading`)}),children:(0,P.jsx)(F,{lat:o,lng:s,title:t(`catalogue.map.title`,{name:e.name}),description:e.address,link:{href:I({lat:o,lng:s},r.latLng()),text:t(`catalogue.map.directions`)},onClose:()=>i(!1)})})]})}function R({store:e,now:t}){let{t:n}=a(),r=S(),i=O(),o=e.schedules??[],s=v({status:e.status,active:e.active},o,t),c=o.filter(e=>e.day===_(t).day),l=e.discount&&y(e.discount,t)?e.discount:null;return(0,P.jsxs)(B,{children:[k(e,`cover_photo`)&&(0,P.jsx)(V,{src:i(e,`cover_photo`,`storeCover`),alt:``,width:1200,height:240}),(0,P.jsxs)(H,{children:[(0,P.jsx)(`img`,{src:i(e,`logo`,`store`),alt:``,width:72,height:72}),(0,P.jsxs)(`div`,{children:[(0,P.jsx)(`h1`,{children:e.name}),(0,P.jsxs)(U,{children:[(0,P.jsx)(W,{children:e.address}),(0,P.jsx)(L,{store:e})]}),(0,P.jsxs)(G,{children:[(0,P.jsxs)(`li`,{children:[(0,P.jsx)(`span`,{className:`visually-hidden`,children:n(`home.rating`,{rating:r.rating(e.avg_rating)})}),(0,P.jsxs)(`span`,{"aria-hidden":`true`,children:[`★ `,r.rating(e.avg_rating)]}),` `,(0,P.jsxs)(W,{children:[`(`,n(`catalogue.store.ratingCount`,{count:e.rating_count}),`)`]})]}),(0,P.jsx)(`li`,{children:(0,P.jsx)(K,{$open:s,children:n(s?`catalogue.store.open`:`catalogue.store.closed`)})}),(0,P.jsx)(`li`,{children:c.length>0?c.map(e=>n(`catalogue.store.hours`,{from:g(e.opening_time),to:g(e.closing_time)})).join(`, `):n(`catalogue.store.noHoursToday`)}),e.delivery_time&&(0,P.jsx)(`li`,{children:n(`catalogue.store.deliveryTime`,{time:e.delivery_time})}),e.free_delivery&&(0,P.jsx)(`li`,{children:(0,P.jsx)(q,{children:n(`catalogue.store.freeDelivery`)})})]})]})]}),l&&(0,P.jsxs)(J,{"aria-label":n(`catalogue.store.discount`,{amount:z(l,r.money)}),children:[(0,P.jsx)(`strong`,{children:n(`catalogue.store.discount`,{amount:z(l,r.money)})}),(0,P.jsx)(`span`,{children:n(`catalogue.store.discountDetails`,{date:l.end_date,time:g(l.end_time),min:r.money(l.min_purchase)})}),l.max_discount>0&&(0,P.jsx)(`span`,{children:n(`catalogue.store.discountCap`,{max:r.money(l.max_discount)})})]})]})}function z(e,t){return e.discount_type===`percent`?`${b(100,e.discount,e.discount_type)}%`:t(e.discount)}var B=c.header`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(3)};
  margin-block-end: ${({theme:e})=>e.space(4)};
`,V=c.img`
  width: 100%;
  height: 200px;
  object-fit: cover;
  border-radius: ${({theme:e})=>e.radius.lg};
  background: ${({theme:e})=>e.color.surfaceAlt};
`,H=c.div`
  display: flex;
  gap: ${({theme:e})=>e.space(3)};
  align-items: flex-start;
  img {
    flex: none;
    border-radius: ${({theme:e})=>e.radius.md};
    border: 1px solid ${({theme:e})=>e.color.border};
    background: ${({theme:e})=>e.color.surface};
  }
  h1 {
    margin: 0;
    font-size: ${({theme:e})=>e.font.size.xxl};
  }
`,U=c.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
`,W=c.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`,G=c.ul`
  list-style: none;
  margin: ${({theme:e})=>e.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(3)};
  font-size: ${({theme:e})=>e.font.size.sm};
`,K=c.span`
  font-weight: ${({theme:e})=>e.font.weight.bold};
  color: ${({theme:e,$open:t})=>t?e.color.success:e.color.error};
`,q=c.span`
  padding: 0 ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e})=>e.color.success};
  color: ${({theme:e})=>e.color.success};
`,J=c.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(3)};
  align-items: baseline;
  padding: ${({theme:e})=>e.space(3)};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surfaceAlt};
  border: 1px dashed ${({theme:e})=>e.color.primary};
`;function Y({store:e,zoneId:t,kindWord:n}){let{t:r}=a(),i=S(),o=O(),[s,c]=(0,N.useState)(0),[l,u]=(0,N.useState)(``),[d,f]=(0,N.useState)(``),p=A(j.list({storeId:e.id,moduleId:e.module_id,zoneId:t,categoryId:s,search:d})),m=p.data?.pages.flatMap(e=>e.products)??[];return(0,P.jsxs)(P.Fragment,{children:[(0,P.jsx)(`form`,{role:`search`,onSubmit:e=>{e.preventDefault(),f(l.trim())},children:(0,P.jsx)(M,{label:r(`catalogue.store.search`,{kind:n}),type:`search`,value:l,maxLength:100,onChange:e=>{u(e.target.value),e.target.value===``&&f(``)}})}),e.category_details.length>0&&(0,P.jsx)(X,{"aria-label":r(`catalogue.store.categories`),children:[{id:0,name:r(`catalogue.store.allCategories`)},...e.category_details].map(e=>(0,P.jsx)(`li`,{children:(0,P.jsx)(Z,{"aria-pressed":s===e.id,onClick:()=>c(e.id),children:e.name})},e.id))}),(0,P.jsx)(ee,{title:d?r(`catalogue.store.resultsFor`,{text:d}):r(`catalogue.store.items`,{kind:n}),children:(0,P.jsxs)(w,{query:p,empty:r(`catalogue.store.empty`,{kind:n}),isEmpty:m.length===0,skeleton:{count:6,height:`220px`},children:[(0,P.jsx)(E,{children:m.map(e=>(0,P.jsx)(`li`,{children:(0,P.jsx)(C,{card:T(e,i.vegToggle,e=>o(e,`image`,`item`))})},e.id))}),(0,P.jsx)(D,{query:p,kindWord:n,infinite:!0})]})})]})}var X=c.ul`
  list-style: none;
  margin: ${({theme:e})=>e.space(3)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
`,Z=c.button.attrs({type:`button`})`
  padding: ${({theme:e})=>e.space(1)} ${({theme:e})=>e.space(3)};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e})=>e.color.border};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({theme:e})=>e.color.primary};
    border-color: ${({theme:e})=>e.color.primary};
    color: ${({theme:e})=>e.color.onPrimary};
  }
`;function Q(){let{t:e}=a(),{slug:t=``}=s(),[n]=o(),r=f(),c=d(),[g]=(0,N.useState)(()=>new Date),_=n.get(`id`)||t,v=Number(n.get(`module_id`))||r?.id||null,y=i(l.details(_,v));if(y.isPending)return(0,P.jsx)($,{children:(0,P.jsxs)(`div`,{role:`status`,"aria-label":e(`common.loading`),children:[(0,P.jsx)(h,{$h:`200px`}),(0,P.jsx)(h,{$h:`72px`}),(0,P.jsx)(h,{$h:`220px`})]})});if(y.isError)return(0,P.jsxs)($,{children:[(0,P.jsx)(`h1`,{className:`visually-hidden`,children:e(`catalogue.store.notFound`)}),(0,P.jsx)(m,{role:`alert`,title:e(`catalogue.store.loadError`),body:y.error.message,actions:(0,P.jsx)(p,{$variant:`secondary`,onClick:()=>void y.refetch(),children:e(`common.retry`)})})]});let b=y.data,x=n.get(`module_type`)||b.module?.module_type||r?.module_type,S=c??JSON.stringify([Number(n.get(`store_zone_id`))||b.zone_id]);return(0,P.jsxs)($,{children:[(0,P.jsx)(R,{store:b,now:g}),(0,P.jsx)(Y,{store:b,zoneId:S,kindWord:e(`home.kinds.${u(x)}`)})]})}var $=c.div`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>e.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(3)};
`;export{Q as StorePage};