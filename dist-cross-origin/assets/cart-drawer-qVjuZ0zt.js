import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{j as r,s as i}from"./client-CHFpFnwH.js";import{t as a}from"./useTranslation-DVqAnABC.js";import{i as o}from"./styled-components.browser.esm-Cn79XiHV.js";import{a as s,n as c,r as l}from"./cart-UpuM7Pqn.js";import{t as u}from"./config-Ciuu1aR1.js";import{a as d,t as f}from"./hooks-w8QZ3LgY.js";import{n as p,t as m}from"./button-CDlBaFPI.js";import{t as h}from"./dialog-Priw1evm.js";import{t as g}from"./empty-state-BQKDrILK.js";import{t as _}from"./skeleton-Bcrf8CHj.js";import{c as v}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{c as y,i as b,l as x,n as S,o as C,s as w}from"./xstate-react-CNn19DL4.js";import{n as T,r as E,t as D}from"./cart-line.context--hSQTqn7.js";import{r as O}from"./quantity-MOWDDvm6.js";import{c as k,d as ee,m as te}from"./paths-CXs7K5Fw.js";import{t as A}from"./use-money-BsEqDFsl.js";import{r as j}from"./images-DMNdFzKI.js";import{t as M}from"./use-url-dialog-9KKKsSK6.js";var N=e(t(),1);function P(e){return e.add_on_ids.reduce((t,n,r)=>{let i=(e.item.add_ons??[]).find(e=>e.id===n);return t+(i?i.price*(e.add_on_qtys[r]??0):0)},0)}var F=e=>e.price*e.quantity+P(e);function I(){return f(),i(l.list())}var L=n(),R=e=>!e.item_type.endsWith(`ItemCampaign`)&&[e.item.food_variations,e.item.choice_options,e.item.add_ons].some(e=>(e??[]).length>0);function z(e){return e.variation.map(e=>`type`in e?e.type:`${e.name}: ${e.values.label.join(`, `)}`).join(` · `)}function B({row:e,lines:t}){let{t:n}=a(),o=j(),c=A(i(u.config()).data),l=r(),d=v(),f=(0,N.useMemo)(()=>D({queryClient:l,item:e.item}),[l,e.item]),m=S(f,{input:{item:s(e.item),cart:t,lineId:e.id}});T(m),(0,N.useEffect)(()=>m.send({type:`CART_CHANGED`,cart:t}),[m,t]);let h=b(m,e=>e.context.quantity),g=b(m,e=>e.hasTag(`notInCart`)),_=b(m,e=>e.hasTag(`busy`));if(g)return null;let y=e.item.name,x=e.add_on_ids.flatMap((t,r)=>{let i=(e.item.add_ons??[]).find(e=>e.id===t);return i?[n(`cart.drawer.addOn`,{name:i.name,count:e.add_on_qtys[r]??0})]:[]}),C=z(e);return(0,L.jsxs)(V,{"aria-label":y,"aria-busy":_,children:[(0,L.jsx)(H,{src:o(e.item,`image`,`item`),alt:``,loading:`lazy`}),(0,L.jsxs)(U,{children:[(0,L.jsx)(W,{children:y}),C&&(0,L.jsx)(G,{children:C}),x.length>0&&(0,L.jsx)(G,{children:x.join(`, `)}),(0,L.jsx)(K,{children:c(e.price*h+P(e))}),R(e)&&(0,L.jsx)(Y,{$variant:`link`,$size:`sm`,disabled:_,"aria-label":n(`cart.drawer.edit`,{name:y}),onClick:()=>d({search:ee(e.item_id,{line:e.id})}),children:`✎`})]}),(0,L.jsxs)(q,{role:`group`,"aria-label":n(`cart.drawer.quantity`,{name:y}),children:[(0,L.jsx)(p,{$size:`sm`,"aria-label":n(E({quantity:h})?`cart.drawer.remove`:`cart.drawer.decrease`,{name:y}),onClick:()=>m.send({type:`DECREMENT`}),disabled:_,children:E({quantity:h})?`🗑`:`−`}),(0,L.jsx)(J,{"aria-live":`polite`,children:O(h)}),(0,L.jsx)(p,{$size:`sm`,"aria-label":n(`cart.drawer.increase`,{name:y}),onClick:()=>m.send({type:`INCREMENT`}),disabled:_,children:`+`})]})]})}var V=o.li`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: ${({theme:e})=>e.space(3)};
  align-items: center;
  padding-block: ${({theme:e})=>e.space(3)};
  border-block-end: 1px solid ${({theme:e})=>e.color.border};
`,H=o.img`
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: ${({theme:e})=>e.radius.sm};
  background: ${({theme:e})=>e.color.surfaceAlt};
`,U=o.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`,W=o.span`
  font-weight: ${({theme:e})=>e.font.weight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
`,G=o.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`,K=o.span`
  color: ${({theme:e})=>e.color.primary};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`,q=o.div`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(1)};
`,J=o.span`
  min-width: 2ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`,Y=o(m)`
  align-self: flex-start;
  padding-inline: 0;
`,X=w({types:{context:{},events:{},emitted:{}},actions:{takeFacts:x(({event:e})=>(C(e,`CHECKOUT`),{itemCount:e.itemCount,hasToken:e.hasToken,guestCheckoutStatus:e.guestCheckoutStatus})),goToCheckout:y({type:`navigate`,to:`checkoutCart`}),goHome:y({type:`navigate`,to:`home`}),openSignIn:y({type:`openAuth`,mode:`sign-in`}),openSignUp:y({type:`openAuth`,mode:`sign-up`})},guards:{isCartEmpty:({context:e})=>e.itemCount<=0,hasToken:({context:e})=>e.hasToken,isGuestCheckoutOn:({context:e})=>e.guestCheckoutStatus===1}}).createMachine({id:`checkout-gating`,description:`Checkout button: non-empty cart with a token goes to checkout. Non-empty cart without a token, with guest_checkout_status 1, offers the guest choice; otherwise sign-in opens. Empty cart goes to /home.`,context:{itemCount:0,hasToken:!1,guestCheckoutStatus:0},initial:`idle`,states:{idle:{description:`The cart drawer with its checkout button.`,on:{CHECKOUT:{target:`deciding`,actions:`takeFacts`}}},deciding:{description:`Where the checkout button leads.`,always:[{guard:`isCartEmpty`,target:`idle`,actions:`goHome`},{guard:`hasToken`,target:`idle`,actions:`goToCheckout`},{guard:`isGuestCheckoutOn`,target:`guestPrompt`},{target:`idle`,actions:`openSignIn`}]},guestPrompt:{description:`The guest-or-login prompt offering Guest, Login and Sign Up.`,tags:[`prompt`],on:{CONTINUE_AS_GUEST:{target:`idle`,actions:`goToCheckout`},LOGIN:{target:`authenticating`,actions:`openSignIn`},SIGN_UP:{target:`authenticating`,actions:`openSignUp`},DISMISS:{target:`idle`}}},authenticating:{description:`Signing in (or up) from the prompt; once signed in the flow continues to checkout.`,tags:[`authenticating`],on:{SIGNED_IN:{target:`idle`,actions:`goToCheckout`},AUTH_CLOSED:{target:`idle`}}}}});function Z(){let e=S(X),t=v(),n=M(`auth`),r=n.open,i=d(),a=b(e,e=>e.hasTag(`authenticating`)),o=b(e,e=>e.hasTag(`prompt`)),s=(0,N.useRef)(!1);return(0,N.useEffect)(()=>{let n=e.on(`navigate`,e=>t(e.to===`home`?te.home:k(`cart`))),i=e.on(`openAuth`,e=>r(e.mode));return()=>{n.unsubscribe(),i.unsubscribe()}},[e,t,r]),(0,N.useEffect)(()=>{a?i?e.send({type:`SIGNED_IN`}):n.value?s.current=!0:s.current&&e.send({type:`AUTH_CLOSED`}):s.current=!1},[e,a,i,n.value]),{actor:e,prompt:o}}function Q({subtotal:e,threshold:t}){let{t:n}=a(),r=A(i(u.config()).data),o=Math.min(100,Math.round(e/t*100)),s=e>=t;return(0,L.jsxs)(ne,{children:[(0,L.jsx)(re,{role:`progressbar`,"aria-label":n(`cart.drawer.freeDeliveryProgress`),"aria-valuemin":0,"aria-valuemax":100,"aria-valuenow":o,children:(0,L.jsx)(ie,{style:{inlineSize:`${o}%`}})}),(0,L.jsx)($,{children:s?n(`cart.drawer.reducedDeliveryCharge`):n(`cart.drawer.moreForFreeDelivery`,{amount:r(t-e)})})]})}var ne=o.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(1)};
`,re=o.div`
  block-size: 6px;
  border-radius: ${({theme:e})=>e.radius.pill};
  background: ${({theme:e})=>e.color.surfaceAlt};
  overflow: hidden;
`,ie=o.div`
  block-size: 100%;
  background: ${({theme:e})=>e.color.primary};
`,$=o.span`
  font-size: ${({theme:e})=>e.font.size.sm};
`;function ae({open:e,onGuest:t,onLogin:n,onSignUp:r,onDismiss:i}){let{t:o}=a();return(0,L.jsx)(h,{open:e,onOpenChange:e=>!e&&i(),title:o(`cart.guestPrompt.title`),maxWidth:`360px`,children:(0,L.jsxs)(oe,{children:[(0,L.jsx)(m,{onClick:t,children:o(`cart.guestPrompt.guest`)}),(0,L.jsx)(m,{$variant:`secondary`,onClick:n,children:o(`cart.guestPrompt.login`)}),(0,L.jsx)(m,{$variant:`secondary`,onClick:r,children:o(`cart.guestPrompt.signUp`)})]})})}var oe=o.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(2)};
`;function se(){let{t:e}=a();f();let t=i(l.rental()),n=t.data?.carts??[];return t.isPending&&t.fetchStatus!==`idle`?(0,L.jsx)(`p`,{role:`status`,children:e(`common.loading`)}):n.length===0?(0,L.jsx)(g,{title:e(`cart.drawer.emptyTitle`),body:e(`cart.drawer.emptyBody`)}):(0,L.jsx)(ce,{"aria-label":e(`cart.drawer.tripCart`),children:n.map(e=>(0,L.jsxs)(`li`,{children:[e.vehicle.name,` × `,e.quantity]},e.id))})}var ce=o.ul`
  margin: 0;
  padding-inline-start: ${({theme:e})=>e.space(4)};
`;function le({onClose:e}){let{t}=a(),{isRental:n,signedIn:r}=f();return(0,L.jsx)(h,{open:!0,onOpenChange:t=>!t&&e(),title:t(`cart.drawer.title`),placement:`end`,maxWidth:`420px`,children:n?(0,L.jsx)(se,{}):(0,L.jsx)(ue,{signedIn:r})})}function ue({signedIn:e}){let{t}=a(),n=A(i(u.config()).data),r=I(),o=i(u.config()),s=Z(),l=(0,N.useMemo)(()=>r.data??[],[r.data]),d=(0,N.useMemo)(()=>c(l),[l]),f=l.reduce((e,t)=>e+F(t),0),p=o.data?.free_delivery_over??0;if(r.isPending&&r.fetchStatus!==`idle`)return(0,L.jsxs)(`div`,{role:`status`,"aria-label":t(`common.loading`),children:[(0,L.jsx)(_,{$h:`72px`}),(0,L.jsx)(_,{$h:`72px`})]});if(r.isError)return(0,L.jsx)(g,{role:`alert`,title:r.error.message});let h=s.actor.send,v=()=>h({type:`CHECKOUT`,itemCount:d.length,hasToken:e,guestCheckoutStatus:o.data?.guest_checkout_status??0});return l.length===0?(0,L.jsx)(g,{title:t(`cart.drawer.emptyTitle`),body:t(`cart.drawer.emptyBody`),actions:(0,L.jsx)(m,{onClick:v,children:t(`cart.drawer.continueShopping`)})}):(0,L.jsxs)(de,{children:[(0,L.jsx)(fe,{"aria-label":t(`cart.drawer.lines`),children:l.map(e=>(0,L.jsx)(B,{row:e,lines:d},e.id))}),(0,L.jsxs)(pe,{children:[p>0&&(0,L.jsx)(Q,{subtotal:f,threshold:p}),(0,L.jsxs)(me,{children:[(0,L.jsx)(`span`,{children:t(`cart.drawer.subtotal`)}),(0,L.jsx)(`strong`,{children:n(f)})]}),(0,L.jsx)(m,{$block:!0,onClick:v,children:t(`cart.drawer.checkout`)})]}),(0,L.jsx)(ae,{open:s.prompt,onGuest:()=>h({type:`CONTINUE_AS_GUEST`}),onLogin:()=>h({type:`LOGIN`}),onSignUp:()=>h({type:`SIGN_UP`}),onDismiss:()=>h({type:`DISMISS`})})]})}var de=o.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(4)};
`,fe=o.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`,pe=o.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(3)};
`,me=o.div`
  display: flex;
  justify-content: space-between;
`;export{le as CartDrawer};