import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{j as r,n as i,o as a,s as o,t as s}from"./client-CHFpFnwH.js";import{t as c}from"./useTranslation-DVqAnABC.js";import{c as l,t as u}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{t as d}from"./wishlist-heart-CO10-wsl.js";import{i as f}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as p}from"./hooks-w8QZ3LgY.js";import{c as m,i as h,l as g,n as ee,o as _,s as te,u as v}from"./xstate-react-CNn19DL4.js";import{c as ne,y as re}from"./paths-CXs7K5Fw.js";import{n as y,t as b}from"./button-CDlBaFPI.js";import{a as x,b as ie,c as ae,f as S,i as oe,n as C,r as se,s as ce,t as le,y as ue}from"./cart-UpuM7Pqn.js";import{t as w}from"./config-Ciuu1aR1.js";import{r as de}from"./images-DMNdFzKI.js";import{t as fe}from"./dialog-Priw1evm.js";import{t as pe}from"./confirm-dialog-Bfq_f26x.js";import{C as me,S as he,T as ge,_ as T,a as E,b as D,c as _e,d as ve,f as ye,i as be,m as O,n as k,o as xe,p as Se,r as A,s as j,t as Ce,u as we,v as Te,w as M,x as Ee,y as N}from"./use-shop-toasts-D4lpYCoY.js";import{n as De,r as Oe,t as ke}from"./quantity-MOWDDvm6.js";import{r as P}from"./format-BvdIWKNn.js";import{t as F}from"./use-money-BsEqDFsl.js";import{n as Ae}from"./availability-BeDRxZJE.js";var je=e=>i(s.GET(`/api/v1/items/details/{id}`,{params:{path:{id:e}}})),Me={detail:e=>a({queryKey:[`items`,`details`,e],queryFn:()=>je(e)})},I=e(t(),1),L=n(),R=e=>v(()=>Promise.reject(Error(`item-configurator: actor ${e} not provided`))),z={foodChoices:[],choiceIndexes:[],addOns:[],quantity:1},B={item_id:0,model:`Item`,quantity:1,variation:[],add_on_ids:[],add_on_qtys:[]},V=e=>e.item?E(e.item,e.selection):null;function H(e){let t=V(e);if(t)return e.editingLineId===null?T(t,e.cart):e.cart.find(t=>t.id===e.editingLineId)}var Ne=te({types:{context:{},events:{},emitted:{}},actions:{open:g(({event:e})=>{_(e,`OPEN`);let t=e.line??T(E(e.item,j(e.item)),e.cart);return{item:e.item,availability:e.availability,hasToken:e.hasToken,cart:e.cart,editingLineId:e.line?.id??null,selection:t?Te(e.item,t):j(e.item)}}),reset:g({item:null,availability:null,hasToken:!1,cart:[],editingLineId:null,selection:z}),toggleFoodOption:g(({context:e,event:t})=>{_(t,`SELECT_FOOD_OPTION`);let n=e.item?.food_variations??[];return{selection:{...e.selection,foodChoices:he(n,e.selection.foodChoices,t.groupIndex,t.optionIndex)}}}),selectChoiceOption:g(({context:e,event:t})=>{_(t,`SELECT_CHOICE_OPTION`);let n=e.selection.choiceIndexes.map((e,n)=>n===t.choiceIndex?t.optionIndex:e);return{selection:{...e.selection,choiceIndexes:n,quantity:1}}}),toggleAddOn:g(({context:e,event:t})=>{_(t,`TOGGLE_ADD_ON`);let n=e.item?Ee(e.item,e.selection.addOns,t.id):[];return{selection:{...e.selection,addOns:n}}}),incrementAddOn:g(({context:e,event:t})=>(_(t,`INCREMENT_ADD_ON`),{selection:{...e.selection,addOns:D(e.selection.addOns,t.id,1)}})),decrementAddOn:g(({context:e,event:t})=>(_(t,`DECREMENT_ADD_ON`),{selection:{...e.selection,addOns:D(e.selection.addOns,t.id,-1)}})),incrementQuantity:g(({context:e})=>({selection:{...e.selection,quantity:e.selection.quantity+1}})),decrementQuantity:g(({context:e})=>({selection:{...e.selection,quantity:e.selection.quantity-1}})),takeCart:g((e,t)=>({cart:t.cart})),emitCartChanged:m((e,t)=>({type:`cartChanged`,cart:t.cart})),emitOutOfLimits:m(()=>M(`outOfLimits`,`error`)),emitOutOfStock:m(()=>M(`outOfStock`,`error`)),emitSelectionProblem:m(({context:e})=>{let t=e.item?N(e.item,e.selection):null;return t&&`params`in t?{type:`toast`,tone:`error`,message:t.message,params:t.params}:M(t?.message??`outOfStock`,`error`)}),emitNoChanges:m(()=>M(`noChanges`,`warning`)),emitLoginRequired:m(()=>M(`loginToOrder`,`error`)),emitItemAdded:m(()=>M(`itemAdded`,`success`)),emitItemUpdated:m(()=>M(`itemUpdated`,`success`)),emitCartReplaced:m(()=>me),emitServerError:m((e,t)=>ge(t.error)),emitBuyNow:m(({context:e})=>({type:`checkout`,page:`buy_now`,selection:V(e)??B})),emitOrderNow:m(({context:e})=>({type:`checkout`,page:`campaign`,selection:V(e)??B}))},guards:{isCampaignItem:({context:e})=>e.item?we(e.item):!1,isOrderable:({context:e})=>!!(e.availability?.availableNow||e.availability?.scheduleOrder),isSignedOut:({context:e})=>!e.hasToken,isAddOnChecked:({context:e,event:t})=>(_(t,[`INCREMENT_ADD_ON`,`DECREMENT_ADD_ON`]),k(e.selection.addOns,t.id)>0),isAtMaximum:({context:e})=>e.item!==null&&De(e.selection.quantity,O(e.item,e.selection.choiceIndexes))===`maximum`,isAtStock:({context:e})=>e.item!==null&&De(e.selection.quantity,O(e.item,e.selection.choiceIndexes))===`stock`,canDecrement:({context:e})=>e.item!==null&&ke(e.selection.quantity,be(e.item,e.selection.choiceIndexes)),hasSelectionProblem:({context:e})=>e.item===null||N(e.item,e.selection)!==null,isUnchangedCartLine:({context:e})=>{let t=H(e),n=V(e);return!!(t&&n&&Se(n,t))},isInCart:({context:e})=>H(e)!==void 0,isFromAnotherStore:({context:e})=>e.item!==null&&ve(e.item.store_id,xe(e.cart))},actors:{addToCart:R(`addToCart`),updateCart:R(`updateCart`),clearCart:R(`clearCart`)}}).createMachine({id:`item-configurator`,description:`The item detail popup / item modal: choose variations, add-ons and quantity, then Add to cart (or Update to cart), Buy Now, or Order Now for a campaign item. One store per cart.`,context:{item:null,availability:null,hasToken:!1,cart:[],editingLineId:null,selection:z},initial:`closed`,states:{closed:{description:`No item popup is open.`,entry:`reset`,on:{OPEN:{target:`open`,actions:`open`}}},open:{description:`The item popup is open.`,tags:[`open`],initial:`resolving`,on:{CLOSE:{target:`closed`}},states:{resolving:{description:`Campaign items show a single Order Now button. Inside the available time window the item can be ordered; outside it, if schedule_order is true, Buy Now and add-to-cart are shown; otherwise only the Not Available now notice with the range.`,always:[{guard:`isCampaignItem`,target:`editable.campaign`},{guard:`isOrderable`,target:`editable.ordering`},{target:`unavailable`}]},unavailable:{description:`Not Available now: the notice shows the available time window (hh:mm a).`,tags:[`unavailable`]},editable:{description:`Variations, add-ons and quantity. Single-choice variation: clicking the chosen option deselects it; another replaces it. Multi-choice: each option toggles. Add-on: checking sets quantity 1, unchecking 0; minus disabled at 0 or unchecked. Quantity minimum 1 (decrement disabled at 1 or when price is 0); it cannot exceed maximum_cart_quantity or (non-food) the stock.`,initial:`ordering`,on:{SELECT_FOOD_OPTION:{actions:`toggleFoodOption`},SELECT_CHOICE_OPTION:{actions:`selectChoiceOption`},TOGGLE_ADD_ON:{actions:`toggleAddOn`},INCREMENT_ADD_ON:{guard:`isAddOnChecked`,actions:`incrementAddOn`},DECREMENT_ADD_ON:{guard:`isAddOnChecked`,actions:`decrementAddOn`},INCREMENT:[{guard:`isAtMaximum`,actions:`emitOutOfLimits`},{guard:`isAtStock`,actions:`emitOutOfStock`},{actions:`incrementQuantity`}],DECREMENT:{guard:`canDecrement`,actions:`decrementQuantity`}},states:{campaign:{description:`A campaign item: a single Order Now button (needs a login token) → /checkout?page=campaign.`,tags:[`campaign`],on:{ORDER_NOW:[{guard:`isSignedOut`,actions:`emitLoginRequired`},{guard:`hasSelectionProblem`,actions:`emitSelectionProblem`},{target:`#item-configurator.closed`,actions:`emitOrderNow`}]}},ordering:{description:`Add to cart (Update to cart if the item is already in the cart) and Buy Now (→ /checkout?page=buy_now). Required variation groups need a selection, multi groups stay between min and max, a sold-out variation blocks buy and add.`,tags:[`ordering`],on:{ADD_TO_CART:[{guard:`hasSelectionProblem`,actions:`emitSelectionProblem`},{guard:`isUnchangedCartLine`,actions:`emitNoChanges`},{guard:`isInCart`,target:`#item-configurator.saving.updating`},{guard:`isFromAnotherStore`,target:`#item-configurator.open.confirmingStoreConflict`},{target:`#item-configurator.saving.adding`}],BUY_NOW:[{guard:`hasSelectionProblem`,actions:`emitSelectionProblem`},{target:`#item-configurator.closed`,actions:`emitBuyNow`}]}}}},confirmingStoreConflict:{description:`You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.`,tags:[`confirming`],on:{CONFIRM_CLEAR_CART:{target:`#item-configurator.saving.clearingCart`},CANCEL_CLEAR_CART:{target:`editable.ordering`}}}}},saving:{description:`A cart call is under way; the popup stays open.`,tags:[`open`,`busy`],initial:`adding`,states:{adding:{description:`Adding the selection to the cart; after add, the local cart is rebuilt from the response and the popup closes.`,invoke:{id:`addToCart`,src:`addToCart`,input:({context:e})=>V(e)??B,onDone:{target:`#item-configurator.closed`,actions:[{type:`emitCartChanged`,params:({event:e})=>({cart:e.output})},`emitItemAdded`]},onError:{target:`#item-configurator.open.editable.ordering`,actions:{type:`emitServerError`,params:({event:e})=>({error:e.error})}}}},updating:{description:`Updating the cart line; after update, Item updated successfully shows and the popup closes.`,invoke:{id:`updateCart`,src:`updateCart`,input:({context:e})=>({...V(e)??B,cart_id:H(e)?.id??0}),onDone:{target:`#item-configurator.closed`,actions:[{type:`emitCartChanged`,params:({event:e})=>({cart:e.output})},`emitItemUpdated`]},onError:{target:`#item-configurator.open.editable.ordering`,actions:{type:`emitServerError`,params:({event:e})=>({error:e.error})}}}},clearingCart:{description:`Clearing the cart of the other store (the customer continued).`,invoke:{id:`clearCart`,src:`clearCart`,onDone:{target:`addingAfterClear`,actions:[{type:`takeCart`,params:({event:e})=>({cart:e.output})},{type:`emitCartChanged`,params:({event:e})=>({cart:e.output})}]},onError:{target:`#item-configurator.open.editable.ordering`,actions:{type:`emitServerError`,params:({event:e})=>({error:e.error})}}}},addingAfterClear:{description:`Adding the selected item to the cleared cart: Your cart has been cleared successfully. And selected item added to the cart.`,invoke:{id:`addToCartAfterClear`,src:`addToCart`,input:({context:e})=>V(e)??B,onDone:{target:`#item-configurator.closed`,actions:[{type:`emitCartChanged`,params:({event:e})=>({cart:e.output})},`emitCartReplaced`]},onError:{target:`#item-configurator.open.editable.ordering`,actions:{type:`emitServerError`,params:({event:e})=>({error:e.error})}}}}}}}}),U=(e,t)=>ce(e,t);function W(e,t){let n=U(e,E(x(e),t).variation),r=e.store_discount>0?Math.min(n,ie(n,e.store_discount,`percent`)):ue({discount:e.discount,discountType:e.discount_type},n),i=t.addOns.reduce((t,n)=>t+(e.add_ons.find(e=>e.id===n.id)?.price??0)*n.quantity,0);return{total:S((n-r)*t.quantity+i),before:S(n*t.quantity+i)}}function G({queryClient:e,item:t}){let n=t=>(e.setQueryData(se.list().queryKey,t),C(t));return Ne.provide({actors:{addToCart:v(async({input:e})=>n(await le({...e,price:U(t,e.variation)}))),updateCart:v(async({input:e})=>n(await ae({...e,price:U(t,e.variation)}))),clearCart:v(async()=>n(await oe()))}})}function K(e){let t=Ce(),n=l(),r=(0,I.useRef)(!1);return(0,I.useEffect)(()=>{let i=e.on(`toast`,t),a=e.on(`checkout`,e=>{r.current=!0,n(ne(e.page))});return()=>{i.unsubscribe(),a.unsubscribe()}},[e,t,n]),r}function q({item:e,selection:t,send:n,disabled:r}){let{t:i}=c(),a=F(o(w.config()).data),s=e=>e>0?`+${a(e)}`:i(`cart.item.free`),l=A(x(e),t.choiceIndexes);return(0,L.jsxs)(L.Fragment,{children:[e.food_variations.map((e,a)=>{let{min:o,max:c}=_e(e);return(0,L.jsxs)(J,{children:[(0,L.jsxs)(`legend`,{children:[e.name,` `,i(ye(e)?`cart.item.required`:`cart.item.optional`)]}),e.type===`multi`&&(0,L.jsx)(Pe,{children:i(`cart.item.variationHint`,{min:o,max:c})}),e.values.map((e,i)=>(0,L.jsxs)(Y,{children:[(0,L.jsx)(`input`,{type:`checkbox`,checked:(t.foodChoices[a]??[]).includes(i),disabled:r,onChange:()=>n({type:`SELECT_FOOD_OPTION`,groupIndex:a,optionIndex:i})}),(0,L.jsx)(`span`,{children:e.label}),` `,(0,L.jsx)(X,{children:s(Number(e.optionPrice))})]},e.label))]},e.name)}),e.choice_options.map((e,i)=>(0,L.jsxs)(J,{children:[(0,L.jsx)(`legend`,{children:e.title}),(0,L.jsx)(Ie,{children:e.options.map((e,a)=>(0,L.jsx)(Le,{type:`button`,"aria-pressed":t.choiceIndexes[i]===a,disabled:r,onClick:()=>n({type:`SELECT_CHOICE_OPTION`,choiceIndex:i,optionIndex:a}),children:e},e))})]},e.title)),e.choice_options.length>0&&l<=0&&(0,L.jsx)(Re,{role:`status`,children:i(`cart.messages.variationOutOfStock`)}),e.add_ons.length>0&&(0,L.jsxs)(J,{children:[(0,L.jsx)(`legend`,{children:i(`cart.item.addOns`)}),e.add_ons.map(e=>{let a=k(t.addOns,e.id);return(0,L.jsxs)(Y,{children:[(0,L.jsx)(`input`,{type:`checkbox`,checked:a>0,disabled:r,onChange:()=>n({type:`TOGGLE_ADD_ON`,id:e.id})}),(0,L.jsx)(`span`,{children:e.name}),` `,(0,L.jsx)(X,{children:s(e.price)}),(0,L.jsxs)(Fe,{role:`group`,"aria-label":e.name,children:[(0,L.jsx)(y,{$size:`sm`,"aria-label":i(`cart.item.decreaseAddOn`,{name:e.name}),disabled:r||a===0,onClick:()=>n({type:`DECREMENT_ADD_ON`,id:e.id}),children:`−`}),(0,L.jsx)(`span`,{children:a}),(0,L.jsx)(y,{$size:`sm`,"aria-label":i(`cart.item.increaseAddOn`,{name:e.name}),disabled:r||a===0,onClick:()=>n({type:`INCREMENT_ADD_ON`,id:e.id}),children:`+`})]})]},e.id)})]})]})}var J=f.fieldset`
  border: 0;
  margin: 0 0 ${({theme:e})=>e.space(3)};
  padding: 0;
  legend {
    font-weight: ${({theme:e})=>e.font.weight.bold};
    margin-block-end: ${({theme:e})=>e.space(1)};
  }
`,Y=f.label`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  min-height: 36px;
`,X=f.span`
  margin-inline-start: auto;
  color: ${({theme:e})=>e.color.textMuted};
`,Pe=f.p`
  margin: 0 0 ${({theme:e})=>e.space(1)};
  font-size: ${({theme:e})=>e.font.size.sm};
  color: ${({theme:e})=>e.color.textMuted};
`,Fe=f.span`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(1)};
`,Ie=f.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
`,Le=f.button`
  min-height: 36px;
  padding-inline: ${({theme:e})=>e.space(3)};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e})=>e.color.border};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  &[aria-pressed='true'] {
    border-color: ${({theme:e})=>e.color.primary};
    color: ${({theme:e})=>e.color.primary};
  }
`,Re=f.p`
  color: ${({theme:e})=>e.color.error};
`;function Z(e){let[t=0,n=0]=e.split(`:`).map(Number),r=t%12==0?12:t%12;return`${String(r).padStart(2,`0`)}:${String(n).padStart(2,`0`)} ${t<12?`AM`:`PM`}`}var ze=2.5,Q=(e,t)=>{let n=Array.isArray(e.images_full_url)?e.images_full_url.map(e=>({image_full_url:e})):Array.isArray(e.images)?e.images.filter(e=>typeof e==`string`).map(e=>({image:e})):[];return[...new Set([e,...n].map(e=>t(e,`image`,`item`)))]};function $({name:e,images:t}){let{t:n}=c(),[r,i]=(0,I.useState)(0),[a,o]=(0,I.useState)(0),[s,l]=(0,I.useState)(null),u=t[r]??t[0]??``,d=t.slice(a,a+5);return(0,L.jsxs)(Be,{"aria-label":n(`catalogue.product.gallery`,{name:e}),children:[(0,L.jsxs)(Ve,{onPointerMove:e=>{let t=e.currentTarget.getBoundingClientRect();t.width!==0&&t.height!==0&&l({x:Math.min(100,Math.max(0,(e.clientX-t.left)/t.width*100)),y:Math.min(100,Math.max(0,(e.clientY-t.top)/t.height*100))})},onPointerLeave:()=>l(null),title:n(`catalogue.product.magnifier`),"data-zoomed":s?``:void 0,children:[(0,L.jsx)(`img`,{src:u,alt:e,width:480,height:480}),s&&(0,L.jsx)(He,{"aria-hidden":`true`,style:{backgroundImage:`url("${u}")`,backgroundSize:`${ze*100}%`,backgroundPosition:`${s.x}% ${s.y}%`}})]}),t.length>1&&(0,L.jsxs)(Ue,{children:[t.length>5&&(0,L.jsx)(y,{$size:`sm`,"aria-label":n(`home.carousel.previous`),disabled:a===0,onClick:()=>o(e=>Math.max(0,e-1)),children:`‹`}),(0,L.jsx)(We,{children:d.map((t,o)=>(0,L.jsx)(`li`,{children:(0,L.jsx)(Ge,{type:`button`,"aria-pressed":a+o===r,"aria-label":n(`catalogue.product.thumbnail`,{index:a+o+1,name:e}),onClick:()=>i(a+o),children:(0,L.jsx)(`img`,{src:t,alt:``,width:64,height:64,loading:`lazy`})})},t))}),t.length>5&&(0,L.jsx)(y,{$size:`sm`,"aria-label":n(`home.carousel.next`),disabled:a+5>=t.length,onClick:()=>o(e=>Math.min(t.length-5,e+1)),children:`›`})]})]})}var Be=f.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(2)};
  min-width: 0;
`,Ve=f.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surfaceAlt};
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`,He=f.div`
  position: absolute;
  inset: 0;
  background-repeat: no-repeat;
  background-color: ${({theme:e})=>e.color.surface};
  pointer-events: none;
`,Ue=f.div`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(1)};
`,We=f.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${5}, minmax(0, 1fr));
  gap: ${({theme:e})=>e.space(1)};
  flex: 1;
`,Ge=f.button`
  display: block;
  width: 100%;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: ${({theme:e})=>e.radius.sm};
  background: ${({theme:e})=>e.color.surface};
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
  &[aria-pressed='true'] {
    border-color: ${({theme:e})=>e.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.focus};
  }
`;function Ke({item:e,configurator:t}){let{t:n}=c();return t.unavailable?(0,L.jsxs)(Ye,{role:`status`,children:[n(`cart.item.notAvailableNow`),` `,n(`cart.item.availableBetween`,{from:Z(e.available_time_starts),to:Z(e.available_time_ends)})]}):(0,L.jsxs)(qe,{children:[(0,L.jsxs)(Je,{role:`group`,"aria-label":n(`cart.item.quantity`),children:[(0,L.jsx)(y,{$size:`sm`,"aria-label":n(`cart.item.decreaseQuantity`),disabled:!t.canDecrement||t.busy,onClick:()=>t.actor.send({type:`DECREMENT`}),children:`−`}),(0,L.jsx)(`span`,{"aria-live":`polite`,children:Oe(t.selection.quantity)}),(0,L.jsx)(y,{$size:`sm`,"aria-label":n(`cart.item.increaseQuantity`),disabled:t.busy,onClick:()=>t.actor.send({type:`INCREMENT`}),children:`+`})]}),t.campaign&&(0,L.jsx)(b,{disabled:t.busy,onClick:()=>t.actor.send({type:`ORDER_NOW`}),children:n(`cart.item.orderNow`)}),(t.ordering||t.busy)&&!t.campaign&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(b,{$variant:`secondary`,disabled:t.busy,onClick:()=>t.actor.send({type:`BUY_NOW`}),children:n(`cart.item.buyNow`)}),(0,L.jsx)(b,{disabled:t.busy,onClick:()=>t.actor.send({type:`ADD_TO_CART`}),children:n(t.updating?`cart.item.updateToCart`:`cart.item.addToCart`)})]})]})}var qe=f.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  inline-size: 100%;
`,Je=f.div`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(1)};
  margin-inline-end: auto;
`,Ye=f.p`
  margin: 0;
  color: ${({theme:e})=>e.color.error};
  font-weight: ${({theme:e})=>e.font.weight.bold};
`;function Xe({item:e,configurator:t,heading:n}){let{t:r,i18n:i}=c(),a=o(w.config()).data,s=F(a),l=e.store_details,f=A(x(e),t.selection.choiceIndexes),p=i.language===`ar`?`ar-u-nu-latn`:`en`;return(0,L.jsxs)(Ze,{children:[n&&(0,L.jsx)(`h1`,{children:e.name}),l&&(0,L.jsxs)(`p`,{children:[r(`catalogue.product.soldBy`),` `,(0,L.jsx)(u,{to:re(l),children:l.name})]}),(0,L.jsxs)(Qe,{children:[(0,L.jsx)(`span`,{className:`visually-hidden`,children:r(`home.rating`,{rating:P(e.avg_rating,a?.digit_after_decimal_point,p)})}),(0,L.jsxs)(`span`,{"aria-hidden":`true`,children:[`★ `,P(e.avg_rating,a?.digit_after_decimal_point,p),` (`,e.rating_count,`)`]}),(0,L.jsx)(d,{itemId:e.id,name:e.name,placement:`inline`})]}),e.module_type===`pharmacy`&&(e.generic_name??[]).length>0&&(0,L.jsx)(`p`,{children:r(`catalogue.product.genericName`,{names:(e.generic_name??[]).join(`, `)})}),e.module_type===`pharmacy`&&e.is_prescription_required===1&&(0,L.jsx)($e,{children:r(`catalogue.product.prescription`)}),(0,L.jsxs)(et,{"aria-label":r(`cart.item.total`),children:[(0,L.jsx)(`strong`,{children:s(t.price.total)}),t.price.before>t.price.total&&(0,L.jsx)(`del`,{children:s(t.price.before)}),e.unit_type&&(0,L.jsx)(Qe,{children:r(`catalogue.product.unit`,{unit:e.unit_type})})]}),!t.unavailable&&(0,L.jsxs)(L.Fragment,{children:[f>0?(0,L.jsx)(`p`,{children:r(`catalogue.product.inStock`,{count:f})}):e.choice_options.length===0&&(0,L.jsx)(`p`,{role:`status`,children:r(`catalogue.product.outOfStock`)}),(0,L.jsx)(q,{item:e,selection:t.selection,send:t.actor.send,disabled:t.busy})]}),(0,L.jsx)(Ke,{item:e,configurator:t}),(e.tags??[]).length>0&&(0,L.jsx)(tt,{"aria-label":r(`catalogue.product.tags`),children:(e.tags??[]).map(e=>(0,L.jsx)(`li`,{children:e},e))}),e.description&&(0,L.jsx)(`section`,{"aria-label":r(`catalogue.product.details`),children:(0,L.jsx)(nt,{children:e.description})}),(0,L.jsx)(pe,{open:t.confirming,title:r(`cart.messages.storeConflict`),onConfirm:()=>t.actor.send({type:`CONFIRM_CLEAR_CART`}),onCancel:()=>t.actor.send({type:`CANCEL_CLEAR_CART`})})]})}var Ze=f.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(2)};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({theme:e})=>e.font.size.xxl};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({theme:e})=>e.color.primary};
  }
`,Qe=f.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: ${({theme:e})=>e.font.size.sm};
`,$e=f.p`
  align-self: flex-start;
  padding: 2px ${({theme:e})=>e.space(2)};
  border-radius: ${({theme:e})=>e.radius.pill};
  border: 1px solid ${({theme:e})=>e.color.error};
  color: ${({theme:e})=>e.color.error};
  font-size: ${({theme:e})=>e.font.size.sm};
`,et=f.p`
  display: flex;
  align-items: baseline;
  gap: ${({theme:e})=>e.space(2)};
  font-size: ${({theme:e})=>e.font.size.xl};
  color: ${({theme:e})=>e.color.primary};
  del {
    color: ${({theme:e})=>e.color.textMuted};
    font-size: ${({theme:e})=>e.font.size.md};
  }
`,tt=f.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(1)};
  li {
    padding: 2px ${({theme:e})=>e.space(2)};
    border-radius: ${({theme:e})=>e.radius.pill};
    background: ${({theme:e})=>e.color.surfaceAlt};
    font-size: ${({theme:e})=>e.font.size.sm};
  }
`,nt=f.p`
  color: ${({theme:e})=>e.color.textMuted};
  white-space: pre-line;
`;function rt(e,t,n){let i=r(),{signedIn:a}=p(),o=(0,I.useMemo)(()=>G({queryClient:i,item:e}),[i,e]),s=ee(o),c=K(s),l=(0,I.useRef)(!1);(0,I.useEffect)(()=>{l.current||(l.current=!0,s.send({type:`OPEN`,item:x(e),availability:{availableNow:Ae({timeStarts:e.available_time_starts,timeEnds:e.available_time_ends,dateStarts:e.available_date_starts??null,dateEnds:e.available_date_ends??null},new Date),scheduleOrder:e.schedule_order,from:e.available_time_starts,to:e.available_time_ends},hasToken:a,cart:C(t)}))},[s,e,t,a]);let u=h(s,e=>e.hasTag(`open`)),d=(0,I.useRef)(!1);(0,I.useEffect)(()=>{u?d.current=!0:d.current&&!c.current&&n()},[u,n,c]);let f=h(s,e=>e.context.selection);return{actor:s,selection:f,price:W(e,f),unavailable:h(s,e=>e.hasTag(`unavailable`)),campaign:h(s,e=>e.hasTag(`campaign`)),ordering:h(s,e=>e.hasTag(`ordering`)),confirming:h(s,e=>e.hasTag(`confirming`)),busy:h(s,e=>e.hasTag(`busy`)),canDecrement:h(s,e=>e.can({type:`DECREMENT`})),updating:h(s,e=>H(e.context)!==void 0)}}function it({item:e,rows:t,onClose:n}){let{t:r}=c(),i=de(),a=rt(e,t,n);return(0,L.jsx)(fe,{open:!0,onOpenChange:e=>!e&&a.actor.send({type:`CLOSE`}),title:e.name,maxWidth:`920px`,children:(0,L.jsxs)(at,{"aria-label":r(`catalogue.product.details`),children:[(0,L.jsx)($,{name:e.name,images:Q(e,i)}),(0,L.jsx)(Xe,{item:e,configurator:a})]})})}var at=f.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({theme:e})=>e.space(4)};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;export{$ as a,q as c,W as d,H as f,Xe as i,G as l,it as n,Q as o,Me as p,rt as r,Z as s,at as t,K as u};