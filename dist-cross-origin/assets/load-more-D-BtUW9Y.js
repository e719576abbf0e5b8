import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{j as r,s as i}from"./client-CHFpFnwH.js";import{t as a}from"./useTranslation-DVqAnABC.js";import{c as o,s}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{t as c}from"./wishlist-heart-CO10-wsl.js";import{i as l}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as ee}from"./hooks-w8QZ3LgY.js";import{i as u,n as d,s as f}from"./xstate-react-CNn19DL4.js";import{d as p,h as te,p as m}from"./paths-CXs7K5Fw.js";import{t as h}from"./button-CDlBaFPI.js";import{a as g,n as _,r as ne}from"./cart-UpuM7Pqn.js";import{t as v}from"./config-Ciuu1aR1.js";import{n as y}from"./images-DMNdFzKI.js";import{t as b}from"./confirm-dialog-Bfq_f26x.js";import{n as x,t as S}from"./backend-dialect-BYrPjDa-.js";import{t as C}from"./empty-state-BQKDrILK.js";import{t as w}from"./skeleton-Bcrf8CHj.js";import{r as T}from"./quantity-MOWDDvm6.js";import{n as E,r as D,t as re}from"./cart-line.context--hSQTqn7.js";import{n as O,r as k,t as A}from"./format-BvdIWKNn.js";var j=e(t(),1),M=n();function N({query:e,empty:t,isEmpty:n,skeleton:r,children:i}){let{t:o}=a();return e.isPending?(0,M.jsx)(P,{role:`status`,"aria-label":o(`common.loading`),children:Array.from({length:r.count},(e,t)=>(0,M.jsx)(w,{$h:r.height},t))}):e.isError&&n?(0,M.jsx)(C,{role:`alert`,title:o(`home.loadError`),body:e.error?.message,actions:(0,M.jsx)(h,{$variant:`secondary`,onClick:()=>void e.refetch(),children:o(`common.retry`)})}):n?(0,M.jsx)(C,{role:`status`,title:t}):(0,M.jsx)(M.Fragment,{children:i})}var P=l.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({theme:e})=>e.space(3)};
`;function F({title:e,children:t,actions:n}){let r=(0,j.useId)();return(0,M.jsxs)(I,{"aria-labelledby":r,children:[(0,M.jsxs)(L,{children:[(0,M.jsx)(`h2`,{id:r,children:e}),n]}),t]})}var I=l.section`
  margin-block: ${({theme:e})=>e.space(6)};
`,L=l.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space(3)};
  h2 {
    margin: 0 0 ${({theme:e})=>e.space(3)};
    font-size: ${({theme:e})=>e.font.size.xl};
  }
`;function R(e,t,n=e=>y(e,`image`,`item`,null)){return{key:`item-${e.id}-${e.available_date_starts?`c`:`i`}`,name:e.name,image:n(e),storeName:e.store_name??null,rating:e.avg_rating??0,ratingCount:e.rating_count??0,price:e.price,finalPrice:A(e.price,e.discount,e.discount_type),veg:e.module_type===`food`&&t?e.veg===1:null,recommended:e.recommended===1,organic:e.organic===1,halal:e.is_halal===1&&e.halal_tag_status===1,isNew:!1,item:e}}function z(e,t=e=>y(e,`thumbnail`,`vehicle`,null)){let n=e.trip_hourly===1||e.trip_distance!==1,r=n?e.hourly_price:e.distance_price,i=e.discount_type===`percent`?r*(e.discount_price??0)/100:e.discount_price??0;return{key:`vehicle-${e.id}`,name:e.name,image:t(e),storeName:e.provider?.name??null,rating:e.avg_rating??0,ratingCount:e.total_reviews??0,price:r,finalPrice:Math.max(0,r-i),priceUnit:n?`perHour`:`perKm`,veg:null,recommended:!1,organic:!1,halal:!1,isNew:e.new_tag===1,item:null}}var B=f({types:{events:{}},delays:{collapseDelay:500}}).createMachine({id:`cart-stepper`,description:`Product card quantity stepper: collapses after a 500 ms hover delay once the pointer leaves.`,initial:`collapsed`,states:{collapsed:{description:`The card shows the quantity only.`,tags:[`collapsed`],on:{ENTER:{target:`expanded`}}},expanded:{description:`The stepper with minus and plus, while the pointer or focus is on it.`,tags:[`expanded`],on:{LEAVE:{target:`leaving`}}},leaving:{description:`The pointer left: the stepper stays open for 500 ms, then collapses.`,tags:[`expanded`],after:{collapseDelay:{target:`collapsed`}},on:{ENTER:{target:`expanded`}}}}});function V({item:e}){let{t}=a(),n=r(),c=o(),{pathname:l}=s(),{location:f,zoneId:h}=ee(),v=i(ne.list()),[y]=(0,j.useState)(()=>re({queryClient:n,item:e})),x=d(y,{input:{item:g(e),cart:_(v.data??[])}}),S=d(B),[C,w]=(0,j.useState)(!1),O=u(x,e=>e.hasTag(`inCart`)),k=u(x,e=>e.hasTag(`busy`)),A=u(x,e=>e.hasTag(`confirming`)),N=u(x,e=>e.context.quantity),P=u(x,e=>D(e.context)),F=u(S,e=>e.hasTag(`expanded`));(0,j.useEffect)(()=>{x.send({type:`ITEM_CHANGED`,item:g(e)})},[x,e]),(0,j.useEffect)(()=>{v.data&&x.send({type:`CART_CHANGED`,cart:_(v.data)})},[x,v.data]),E(x),(0,j.useEffect)(()=>{let t=[x.on(`locationRequired`,()=>w(!0)),x.on(`openOptions`,t=>t.target===`productPage`?c(te(e)):c({search:p(e.id,{campaign:!!e.available_date_starts})}))];return()=>t.forEach(e=>e.unsubscribe())},[x,c,e]);let I=e.name;return(0,M.jsxs)(H,{onPointerEnter:()=>S.send({type:`ENTER`}),onPointerLeave:()=>S.send({type:`LEAVE`}),onFocus:()=>S.send({type:`ENTER`}),onBlur:e=>{e.currentTarget.contains(e.relatedTarget)||S.send({type:`LEAVE`})},children:[O?F?(0,M.jsxs)(U,{role:`group`,"aria-label":t(`catalogue.card.quantity`,{name:I,quantity:T(N)}),children:[(0,M.jsx)(W,{"aria-label":t(P?`catalogue.card.remove`:`catalogue.card.decrease`,{name:I}),disabled:k,onClick:()=>x.send({type:`DECREMENT`}),children:(0,M.jsx)(`span`,{"aria-hidden":`true`,children:P?`🗑`:`−`})}),(0,M.jsx)(`output`,{"aria-live":`polite`,children:T(N)}),(0,M.jsx)(W,{"aria-label":t(`catalogue.card.increase`,{name:I}),disabled:k,onClick:()=>x.send({type:`INCREMENT`}),children:(0,M.jsx)(`span`,{"aria-hidden":`true`,children:`+`})})]}):(0,M.jsx)(W,{$wide:!0,"aria-label":t(`catalogue.card.quantity`,{name:I,quantity:T(N)}),onClick:()=>S.send({type:`ENTER`}),children:T(N)}):(0,M.jsxs)(W,{"aria-label":t(`catalogue.card.addLabel`,{name:I}),disabled:k,"aria-busy":k||void 0,onClick:()=>x.send({type:`ADD`,hasLocation:!!f&&!!h}),children:[(0,M.jsx)(`span`,{"aria-hidden":`true`,children:`+`}),(0,M.jsx)(`span`,{className:`visually-hidden`,children:t(`catalogue.card.add`)})]}),(0,M.jsx)(b,{open:A,title:t(`catalogue.card.clearCartTitle`),description:t(`cart.messages.storeConflict`),confirmLabel:t(`catalogue.card.clearCartConfirm`),cancelLabel:t(`catalogue.card.cancel`),onConfirm:()=>x.send({type:`CONFIRM_CLEAR_CART`}),onCancel:()=>x.send({type:`CANCEL_CLEAR_CART`})}),(0,M.jsx)(b,{open:C,title:t(`catalogue.card.locationTitle`),description:t(`catalogue.card.locationBody`),confirmLabel:t(`catalogue.card.setLocation`),cancelLabel:t(`catalogue.card.cancel`),onConfirm:()=>{w(!1),c(m(l,`picker`,`location`))},onCancel:()=>w(!1)})]})}var H=l.div`
  position: absolute;
  inset-block-end: ${({theme:e})=>e.space(2)};
  inset-inline-end: ${({theme:e})=>e.space(2)};
`,U=l.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  padding: 2px;
  border-radius: ${({theme:e})=>e.radius.pill};
  background: ${({theme:e})=>e.color.surface};
  border: 1px solid ${({theme:e})=>e.color.border};
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({theme:e})=>e.font.weight.bold};
  }
`,W=l.button.attrs({type:`button`})`
  min-width: 36px;
  height: 36px;
  padding-inline: ${({$wide:e})=>e?`10px`:`0`};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: none;
  background: ${({theme:e})=>e.color.primary};
  color: ${({theme:e})=>e.color.onPrimary};
  font-weight: ${({theme:e})=>e.font.weight.bold};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;function G(){let{i18n:e}=a(),t=i(v.config());return(0,j.useMemo)(()=>{let n=t.data?.digit_after_decimal_point,r=e.language===`ar`?`ar-u-nu-latn`:`en`;return{money:e=>O(e,{symbol:t.data?.currency_symbol??`$`,direction:t.data?.currency_symbol_direction??`left`,decimals:n,locale:r}),rating:e=>k(e,n,r),vegToggle:t.data?.toggle_veg_non_veg??!1}},[t.data,e.language])}function K({card:e}){let{t}=a(),n=o(),r=e.item,i=G(),s=e.finalPrice<e.price;return(0,M.jsxs)(q,{"aria-label":e.name,children:[(0,M.jsxs)(J,{children:[(0,M.jsx)(`img`,{src:e.image,alt:e.name,loading:`lazy`,width:200,height:150}),(0,M.jsxs)(Y,{children:[e.recommended&&(0,M.jsx)(X,{$tone:`primary`,children:t(`home.recommended`)}),e.isNew&&(0,M.jsx)(X,{$tone:`primary`,children:t(`home.newTag`)}),e.organic&&(0,M.jsx)(X,{$tone:`success`,children:t(`home.organic`)}),e.halal&&(0,M.jsx)(X,{$tone:`success`,children:t(`home.halal`)})]}),r&&(0,M.jsx)(c,{itemId:r.id,name:e.name}),r&&(0,M.jsx)(V,{item:r})]}),(0,M.jsxs)(ie,{children:[(0,M.jsxs)(ae,{children:[e.veg!==null&&(0,M.jsx)(oe,{$veg:e.veg,role:`img`,"aria-label":e.veg?t(`home.veg`):t(`home.nonVeg`)}),(0,M.jsx)(`span`,{children:e.name})]}),e.storeName&&(0,M.jsx)(Z,{children:e.storeName}),(0,M.jsxs)(se,{children:[(0,M.jsx)(`span`,{className:`visually-hidden`,children:t(`home.rating`,{rating:i.rating(e.rating)})}),(0,M.jsxs)(`span`,{"aria-hidden":`true`,children:[`★ `,i.rating(e.rating)]}),(0,M.jsxs)(Z,{"aria-hidden":`true`,children:[` (`,e.ratingCount,`)`]})]}),(0,M.jsxs)(Q,{children:[(0,M.jsx)(`strong`,{children:i.money(e.finalPrice)}),s&&(0,M.jsxs)(`del`,{children:[(0,M.jsx)(`span`,{className:`visually-hidden`,children:t(`home.originalPrice`,{price:i.money(e.price)})}),(0,M.jsx)(`span`,{"aria-hidden":`true`,children:i.money(e.price)})]}),e.priceUnit&&(0,M.jsxs)(Z,{children:[` `,t(`home.${e.priceUnit}`)]})]}),r&&(0,M.jsx)(ce,{$variant:`link`,$size:`sm`,onClick:()=>n({search:p(r.id,{campaign:!!r.available_date_starts})}),"aria-label":t(`catalogue.card.quickView`,{name:e.name}),children:t(`catalogue.card.quickViewShort`)})]})]})}var q=l.article`
  display: flex;
  flex-direction: column;
  background: ${({theme:e})=>e.color.surface};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  overflow: hidden;
  height: 100%;
`,J=l.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({theme:e})=>e.color.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`,Y=l.div`
  position: absolute;
  inset-block-start: ${({theme:e})=>e.space(2)};
  inset-inline-start: ${({theme:e})=>e.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(1)};
`,X=l.span`
  padding: 2px ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.pill};
  font-size: ${({theme:e})=>e.font.size.xs};
  font-weight: ${({theme:e})=>e.font.weight.bold};
  background: ${({theme:e,$tone:t})=>t===`primary`?e.color.primary:e.color.success};
  color: ${({theme:e})=>e.color.onPrimary};
`,ie=l.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(1)};
  padding: ${({theme:e})=>e.space(3)};
`,ae=l.h3`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  margin: 0;
  font-size: ${({theme:e})=>e.font.size.md};
`,oe=l.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid ${({theme:e,$veg:t})=>t?e.color.veg:e.color.nonVeg};
  border-radius: 2px;
  display: inline-grid;
  place-items: center;
  &::after {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({theme:e,$veg:t})=>t?e.color.veg:e.color.nonVeg};
  }
`,Z=l.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`,se=l.p`
  margin: 0;
  font-size: ${({theme:e})=>e.font.size.sm};
`,Q=l.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${({theme:e})=>e.space(2)};
  del {
    color: ${({theme:e})=>e.color.textMuted};
    font-size: ${({theme:e})=>e.font.size.sm};
  }
`,ce=l(h)`
  align-self: flex-start;
  padding-inline: 0;
`;function le({title:e,kind:t,query:n}){let{t:r}=a(),o=i(v.config()),s=n.data??[];return n.isError&&S(n.error,x(o.data))?null:(0,M.jsx)(F,{title:e,children:(0,M.jsx)(N,{query:n,empty:r(`home.empty.items`,{kind:t}),isEmpty:s.length===0,skeleton:{count:6,height:`220px`},children:(0,M.jsx)($,{children:s.map(e=>(0,M.jsx)(`li`,{children:(0,M.jsx)(K,{card:e})},e.key))})})})}var $=l.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({theme:e})=>e.space(3)};
`;function ue({query:e,kindWord:t,infinite:n}){let{t:r}=a(),i=de(()=>{n&&e.hasNextPage&&!e.isFetchingNextPage&&!e.isFetchNextPageError&&e.fetchNextPage()});return(0,M.jsxs)(fe,{ref:i,children:[e.isFetchNextPageError&&(0,M.jsx)(`p`,{role:`alert`,children:e.error?.message??r(`home.loadError`)}),e.hasNextPage?(0,M.jsx)(h,{$variant:`secondary`,onClick:()=>void e.fetchNextPage(),disabled:e.isFetchingNextPage,"aria-busy":e.isFetchingNextPage||void 0,children:r(`home.loadMore`)}):(0,M.jsx)(`p`,{role:`status`,children:r(`home.noMore`,{kind:t})})]})}function de(e){let t=(0,j.useRef)(null),n=(0,j.useRef)(e);return(0,j.useEffect)(()=>{n.current=e}),(0,j.useEffect)(()=>{let e=t.current;if(!e||typeof IntersectionObserver>`u`)return;let r=new IntersectionObserver(e=>{e.some(e=>e.isIntersecting)&&n.current()});return r.observe(e),()=>r.disconnect()},[]),t}var fe=l.div`
  display: flex;
  justify-content: center;
  margin-top: ${({theme:e})=>e.space(3)};
  p {
    margin: 0;
    color: ${({theme:e})=>e.color.textMuted};
  }
`;export{G as a,F as c,K as i,N as l,le as n,R as o,$ as r,z as s,ue as t};