import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{t}from"./useTranslation-DVqAnABC.js";import{c as n,t as r}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i}from"./styled-components.browser.esm-Cn79XiHV.js";import{a,o,r as s}from"./hooks-w8QZ3LgY.js";import{t as c}from"./empty-state-BQKDrILK.js";import{n as l,t as u}from"./jsx-runtime-CldxteV5.js";import{F as d,U as f,s as p}from"./client-CHFpFnwH.js";import{c as m,i as h,l as g,m as _,n as v,o as y,s as b,u as x}from"./xstate-react-CNn19DL4.js";import{i as S,n as C}from"./categories-uLT0ROON.js";import{t as w}from"./button-CDlBaFPI.js";import{m as T,p as E}from"./paths-CXs7K5Fw.js";import{t as D}from"./skeleton-Bcrf8CHj.js";import{r as O}from"./images-DMNdFzKI.js";var k=e(l(),1),A=b({types:{context:{},input:{},events:{},emitted:{},tags:{}},actors:{saveInterests:x((e=>()=>Promise.reject(Error(`${e} is not provided`)))(`saveInterests`))},actions:{toggleCategory:g(({context:e,event:t})=>(y(t,`TOGGLE`),{selected:e.selected.includes(t.categoryId)?e.selected.filter(e=>e!==t.categoryId):[...e.selected,t.categoryId],error:null})),setSignedIn:g(({event:e})=>(y(e,`SESSION`),{signedIn:e.signedIn})),setError:g((e,t)=>({error:t.error instanceof Error?t.error.message:null})),storeLocally:()=>{},storeSkipped:()=>{},showSavedMessage:m((e,t)=>({type:`saved`,message:t.message})),showError:m(({context:e})=>({type:`error`,message:e.error})),goToHome:m({type:`goToHome`})},guards:{hasSelection:({context:e})=>e.selected.length>0,canSaveToAccount:({context:e})=>e.selected.length>0&&e.signedIn}}).createMachine({id:`module-interest`,description:`The /interest step: pick favourite categories of the chosen module, then Save or Skip; both end on /home.`,context:({input:e})=>({moduleId:e.moduleId,signedIn:e.signedIn,selected:e.selected??[],error:null}),initial:`choosing`,states:{choosing:{description:`The categories of the module as chips; Save needs at least one chosen; Skip goes on without them.`,on:{TOGGLE:{actions:`toggleCategory`},SAVE:[{guard:`canSaveToAccount`,target:`saving`,actions:`storeLocally`},{guard:`hasSelection`,target:`done`,actions:[`storeLocally`,{type:`showSavedMessage`,params:{message:null}}]}],SKIP:{target:`done`,actions:`storeSkipped`},SESSION:{actions:`setSignedIn`}}},saving:{description:`Signed in: the choice is saved on the account (update-interest).`,tags:[`busy`],invoke:{id:`saveInterests`,src:`saveInterests`,input:({context:e})=>({moduleId:e.moduleId,categoryIds:e.selected}),onDone:{target:`done`,actions:{type:`showSavedMessage`,params:({event:e})=>({message:e.output?.message??null})}},onError:{target:`choosing`,actions:[{type:`setError`,params:({event:e})=>({error:e.error})},`showError`]}}},done:{description:`The choice is kept (or skipped): /home.`,type:`final`,entry:`goToHome`}}});function j(e){return A.provide({actors:{saveInterests:x(({input:t})=>(e.saveInterests??S)(t.moduleId,t.categoryIds))},actions:{storeLocally:({context:e})=>f(e.moduleId,e.selected),storeSkipped:({context:e})=>f(e.moduleId,[])}})}var M=u();function N({module:e,zoneId:r,saveInterests:i}){let{t:o}=t(),s=O(),l=n(),u=a(),f=p(C.list({moduleId:e.id,zoneId:r})),m=v(j({saveInterests:i}),{input:{moduleId:e.id,signedIn:!!u,selected:d()[e.id]??[]}});(0,k.useEffect)(()=>{let e=[m.on(`saved`,({message:e})=>void _.success(e||o(`module.interest.saved`))),m.on(`error`,({message:e})=>void _.error(e??o(`common.somethingWentWrong`))),m.on(`goToHome`,()=>l(T.home,{replace:!0}))];return()=>e.forEach(e=>e.unsubscribe())},[m,o,l]);let g=h(m,e=>e.context.selected),y=h(m,e=>e.hasTag(`busy`)),b=h(m,e=>e.can({type:`SAVE`}));(0,k.useEffect)(()=>m.send({type:`SESSION`,signedIn:!!u}),[m,u]);let x=(f.data??[]).filter(e=>e.status!==0);return(0,M.jsxs)(P,{"aria-labelledby":`interest-title`,children:[(0,M.jsx)(`h1`,{id:`interest-title`,children:o(`module.interest.title`)}),(0,M.jsx)(`p`,{children:o(`module.interest.subtitle`,{module:e.module_name})}),f.isPending?(0,M.jsx)(F,{role:`status`,"aria-label":o(`common.loading`),children:Array.from({length:8},(e,t)=>(0,M.jsx)(D,{$w:`120px`,$h:`44px`,$round:!0},t))}):f.isError?(0,M.jsx)(c,{role:`alert`,title:o(`home.loadError`),body:f.error.message,actions:(0,M.jsx)(w,{onClick:()=>void f.refetch(),children:o(`common.retry`)})}):x.length===0?(0,M.jsx)(c,{role:`status`,title:o(`module.interest.empty`)}):(0,M.jsx)(F,{role:`group`,"aria-labelledby":`interest-title`,children:x.map(e=>(0,M.jsxs)(I,{type:`button`,"aria-pressed":g.includes(e.id),onClick:()=>m.send({type:`TOGGLE`,categoryId:e.id}),children:[(0,M.jsx)(`img`,{src:s(e,`image`,`category`),alt:``,width:28,height:28}),e.name]},e.id))}),(0,M.jsx)(`p`,{"aria-live":`polite`,children:o(`module.interest.selectedCount`,{count:g.length})}),(0,M.jsxs)(L,{children:[(0,M.jsx)(w,{$variant:`secondary`,onClick:()=>m.send({type:`SKIP`}),disabled:y,children:o(`common.skip`)}),(0,M.jsx)(w,{onClick:()=>m.send({type:`SAVE`}),disabled:!b||y,"aria-busy":y||void 0,children:o(`module.interest.save`)})]})]})}var P=i.section`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>e.space(6)} ${({theme:e})=>e.space(4)};
`,F=i.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space(2)};
  margin-block: ${({theme:e})=>e.space(4)};
`,I=i.button`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  min-height: 44px;
  padding-inline: ${({theme:e})=>e.space(4)};
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
  img {
    border-radius: ${({theme:e})=>e.radius.pill};
  }
`,L=i.div`
  display: flex;
  gap: ${({theme:e})=>e.space(3)};
  justify-content: flex-end;
`;function R(){let{t:e}=t(),n=s(),i=o();return!n||!i?(0,M.jsx)(z,{children:(0,M.jsx)(c,{role:`status`,title:e(`module.interest.noModule`),actions:(0,M.jsx)(r,{to:E(T.home,`picker`,`module`),children:e(`module.interest.pickModule`)})})}):(0,M.jsx)(N,{module:n,zoneId:i},n.id)}var z=i.section`
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  padding: ${({theme:e})=>e.space(6)} ${({theme:e})=>e.space(4)};
`;export{R as InterestPage};