import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{j as t,s as n}from"./client-CHFpFnwH.js";import{t as r}from"./useTranslation-DVqAnABC.js";import{a as i,n as a,r as o}from"./cart-UpuM7Pqn.js";import{c as s,d as c,f as l,l as u,n as d,p as f,s as p,u as m}from"./shop-item-modal-CUW9OYOD.js";import{t as h}from"./items-B00MNoGv.js";import{t as g}from"./hooks-w8QZ3LgY.js";import{t as _}from"./dialog-Priw1evm.js";import{t as v}from"./empty-state-BQKDrILK.js";import{t as y}from"./skeleton-Bcrf8CHj.js";import{t as b}from"./config-Ciuu1aR1.js";import{n as x,t as S}from"./jsx-runtime-CldxteV5.js";import{i as C,n as w}from"./xstate-react-CNn19DL4.js";import{i as T}from"./styled-components.browser.esm-Cn79XiHV.js";import{n as E}from"./availability-BeDRxZJE.js";import{r as D}from"./quantity-MOWDDvm6.js";import{n as O,t as k}from"./button-CDlBaFPI.js";import{t as A}from"./confirm-dialog-Bfq_f26x.js";import{t as j}from"./use-money-BsEqDFsl.js";import{s as M,t as N}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{r as P}from"./images-DMNdFzKI.js";import{y as F}from"./paths-CXs7K5Fw.js";import{r as I,t as L}from"./format-BvdIWKNn.js";import{t as R}from"./wishlist-heart-CO10-wsl.js";var z=e(x(),1),B=S();function V({item:e,campaign:t}){let{t:i,i18n:a}=r(),o=n(b.config()).data,s=j(o),{pathname:c}=M(),l=P(),u=e.store_details,d=u?F(u):null,f=u?.name??e.store_name,p=e.module_type===`food`&&o?.toggle_veg_non_veg?e.veg===1:null,m=e.is_halal===1&&e.halal_tag_status===1,h=e.store_discount>0,g=h?`${e.store_discount}%`:e.discount>0?e.discount_type===`percent`?`${e.discount}%`:s(e.discount):null,_=h?L(e.price,e.store_discount,`percent`):L(e.price,e.discount,e.discount_type),v=I(e.avg_rating??0,o?.digit_after_decimal_point,a.language);return(0,B.jsxs)(W,{children:[(0,B.jsxs)(G,{children:[(0,B.jsx)(K,{src:l(e,`image`,`item`),alt:``}),g&&(0,B.jsx)(q,{children:i(`cart.item.discount`,{amount:g})})]}),(0,B.jsxs)(J,{children:[(0,B.jsxs)(Y,{children:[p!==null&&(0,B.jsx)(X,{$veg:p,role:`img`,"aria-label":i(p?`cart.item.veg`:`cart.item.nonVeg`)}),m&&(0,B.jsx)(Z,{children:i(`cart.item.halal`)}),(0,B.jsxs)(`span`,{"aria-label":i(`cart.item.rating`,{rating:v}),children:[`★ `,v]}),!t&&(0,B.jsx)(R,{itemId:e.id,name:e.name,placement:`inline`})]}),f&&(d&&d.split(`?`)[0]!==c?(0,B.jsx)(Q,{to:d,children:f}):(0,B.jsx)(ee,{children:f})),(0,B.jsxs)(te,{children:[(0,B.jsx)(`strong`,{children:s(_)}),_<e.price&&(0,B.jsxs)(`del`,{children:[(0,B.jsx)(`span`,{className:`visually-hidden`,children:i(`cart.item.originalPrice`,{price:s(e.price)})}),(0,B.jsx)(`span`,{"aria-hidden":`true`,children:s(e.price)})]})]})]}),e.description&&(0,B.jsx)(H,{text:e.description}),(0,B.jsx)(U,{label:i(`cart.item.genericName`),names:e.generic_name}),(0,B.jsx)(U,{label:i(`cart.item.nutrition`),names:e.nutritions_name}),(0,B.jsx)(U,{label:i(`cart.item.allergies`),names:e.allergies_name})]})}function H({text:e}){let{t}=r(),[n,i]=(0,z.useState)(!1),a=e.length>70;return(0,B.jsxs)($,{children:[a&&!n?`${e.slice(0,70)}…`:e,` `,a&&(0,B.jsx)(ne,{type:`button`,"aria-expanded":n,onClick:()=>i(e=>!e),children:t(n?`cart.item.readLess`:`cart.item.readMore`)})]})}function U({label:e,names:t}){return t?.length?(0,B.jsxs)($,{children:[(0,B.jsxs)(`strong`,{children:[e,`:`]}),` `,t.join(`, `)]}):null}var W=T.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({theme:e})=>e.space(2)} ${({theme:e})=>e.space(3)};
  margin-block-end: ${({theme:e})=>e.space(3)};
  > p {
    grid-column: 1 / -1;
  }
`,G=T.div`
  position: relative;
`,K=T.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surfaceAlt};
`,q=T.span`
  position: absolute;
  inset-block-start: ${({theme:e})=>e.space(1)};
  inset-inline-start: ${({theme:e})=>e.space(1)};
  padding: 2px ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.pill};
  background: ${({theme:e})=>e.color.primary};
  color: ${({theme:e})=>e.color.onPrimary};
  font-size: ${({theme:e})=>e.font.size.sm};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`,J=T.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(1)};
  min-width: 0;
`,Y=T.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
`,X=T.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid ${({$veg:e,theme:t})=>e?t.color.success:t.color.error};
  border-radius: 2px;
  background: radial-gradient(
    circle,
    ${({$veg:e,theme:t})=>e?t.color.success:t.color.error} 40%,
    transparent 45%
  );
`,Z=T.span`
  padding: 0 ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e})=>e.color.success};
  color: ${({theme:e})=>e.color.success};
  font-size: ${({theme:e})=>e.font.size.sm};
`,Q=T(N)`
  color: ${({theme:e})=>e.color.primary};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`,ee=T.span`
  color: ${({theme:e})=>e.color.textMuted};
`,te=T.p`
  display: flex;
  gap: ${({theme:e})=>e.space(2)};
  margin: 0;
  color: ${({theme:e})=>e.color.primary};
  del {
    color: ${({theme:e})=>e.color.textMuted};
  }
`,$=T.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
`,ne=T.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({theme:e})=>e.color.primary};
  font-weight: ${({theme:e})=>e.font.weight.bold};
  cursor: pointer;
`;function re({item:e,rows:o,lineId:d=null,onClose:f}){let{t:h}=r(),v=j(n(b.config()).data),y=t(),{signedIn:x}=g(),S=(0,z.useMemo)(()=>u({queryClient:y,item:e}),[y,e]),T=w(S),M=m(T),N=(0,z.useRef)(!1);(0,z.useEffect)(()=>{if(N.current)return;N.current=!0;let t=a(o),n=t.find(t=>t.id===d&&t.item_id===e.id);T.send({type:`OPEN`,item:i(e),availability:{availableNow:E({timeStarts:e.available_time_starts,timeEnds:e.available_time_ends,dateStarts:e.available_date_starts??null,dateEnds:e.available_date_ends??null},new Date),scheduleOrder:e.schedule_order,from:e.available_time_starts,to:e.available_time_ends},hasToken:x,cart:t,...n?{line:n}:{}})},[T,e,o,d,x]);let P=C(T,e=>e.hasTag(`open`)),F=(0,z.useRef)(!1);(0,z.useEffect)(()=>{P?F.current=!0:F.current&&!M.current&&f()},[P,f,M]);let I=C(T,e=>e.context.selection),L=C(T,e=>e.hasTag(`unavailable`)),R=C(T,e=>e.hasTag(`campaign`)),H=C(T,e=>e.hasTag(`ordering`)),U=C(T,e=>e.hasTag(`confirming`)),W=C(T,e=>e.hasTag(`busy`)),G=C(T,e=>e.can({type:`DECREMENT`})),K=C(T,e=>l(e.context)!==void 0),q=c(e,I);return(0,B.jsxs)(_,{open:!0,onOpenChange:e=>!e&&T.send({type:`CLOSE`}),title:e.name,maxWidth:`459px`,footer:L?(0,B.jsxs)(ce,{role:`status`,children:[h(`cart.item.notAvailableNow`),` `,h(`cart.item.availableBetween`,{from:p(e.available_time_starts),to:p(e.available_time_ends)})]}):(0,B.jsxs)(oe,{children:[(0,B.jsxs)(se,{role:`group`,"aria-label":h(`cart.item.quantity`),children:[(0,B.jsx)(O,{$size:`sm`,"aria-label":h(`cart.item.decreaseQuantity`),disabled:!G||W,onClick:()=>T.send({type:`DECREMENT`}),children:`−`}),(0,B.jsx)(`span`,{"aria-live":`polite`,children:D(I.quantity)}),(0,B.jsx)(O,{$size:`sm`,"aria-label":h(`cart.item.increaseQuantity`),disabled:W,onClick:()=>T.send({type:`INCREMENT`}),children:`+`})]}),R&&(0,B.jsx)(k,{disabled:W,onClick:()=>T.send({type:`ORDER_NOW`}),children:h(`cart.item.orderNow`)}),(H||W)&&!R&&(0,B.jsxs)(B.Fragment,{children:[(0,B.jsx)(k,{$variant:`secondary`,disabled:W,onClick:()=>T.send({type:`BUY_NOW`}),children:h(`cart.item.buyNow`)}),(0,B.jsx)(k,{disabled:W,onClick:()=>T.send({type:`ADD_TO_CART`}),children:h(K?`cart.item.updateToCart`:`cart.item.addToCart`)})]})]}),children:[(0,B.jsx)(V,{item:e,campaign:R}),(0,B.jsxs)(ie,{"aria-label":h(`cart.item.total`),children:[(0,B.jsx)(`strong`,{children:v(q.total)}),q.before>q.total&&(0,B.jsx)(`del`,{children:v(q.before)})]}),!L&&(0,B.jsx)(ae,{children:(0,B.jsx)(s,{item:e,selection:I,send:T.send,disabled:W})}),(0,B.jsx)(A,{open:U,title:h(`cart.messages.storeConflict`),onConfirm:()=>T.send({type:`CONFIRM_CLEAR_CART`}),onCancel:()=>T.send({type:`CANCEL_CLEAR_CART`})})]})}var ie=T.p`
  display: flex;
  gap: ${({theme:e})=>e.space(2)};
  margin: 0 0 ${({theme:e})=>e.space(3)};
  font-size: ${({theme:e})=>e.font.size.lg};
  color: ${({theme:e})=>e.color.primary};
  del {
    color: ${({theme:e})=>e.color.textMuted};
  }
`,ae=T.div`
  max-height: 30vh;
  overflow-y: auto;
`,oe=T.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  inline-size: 100%;
`,se=T.div`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(1)};
  margin-inline-end: auto;
`,ce=T.p`
  margin: 0;
  color: ${({theme:e})=>e.color.error};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`;function le({id:e,lineId:t=null,campaign:i=!1,onClose:a}){let{t:s}=r(),{module:c,zoneId:l}=g(),u=n({...f.detail(e),enabled:!i}),p=n({...h.row(`campaign`,{moduleId:c?.id??0,zoneId:l??``}),enabled:i&&!!c&&!!l}),m=p.data?.find(t=>String(t.id)===e),b=i?{data:m,isError:p.isError||p.isSuccess&&!m,error:p.error}:u,x=n(o.list()),S=!(x.isPending&&x.fetchStatus!==`idle`);return!i&&u.data&&S&&u.data.module_type!==`food`&&t===null?(0,B.jsx)(d,{item:u.data,rows:x.data??[],onClose:a}):b.data&&S?(0,B.jsx)(re,{item:b.data,rows:x.data??[],lineId:t,onClose:a}):(0,B.jsx)(_,{open:!0,onOpenChange:e=>!e&&a(),title:b.isError?s(`cart.item.loadFailed`):s(`common.loading`),maxWidth:`459px`,children:b.isError?(0,B.jsx)(v,{role:`alert`,title:b.error?.message??s(`cart.item.loadFailed`)}):(0,B.jsx)(`div`,{role:`status`,"aria-label":s(`common.loading`),children:(0,B.jsx)(y,{$h:`180px`})})})}export{le as ItemPopup};