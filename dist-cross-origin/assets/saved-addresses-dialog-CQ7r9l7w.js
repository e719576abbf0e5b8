import{t as e}from"./useTranslation-DVqAnABC.js";import{i as t}from"./styled-components.browser.esm-Cn79XiHV.js";import{t as n}from"./button-CDlBaFPI.js";import{t as r}from"./dialog-Priw1evm.js";import{t as i}from"./skeleton-Bcrf8CHj.js";import{t as a}from"./location-flow-BxeDEQIo.js";import{t as o}from"./jsx-runtime-CldxteV5.js";var s=o();function c(){let{t}=e(),o=a.useActorRef(),c=a.useSelector(e=>e.hasTag(`loading`)),d=a.useSelector(e=>e.context.savedAddresses),f=()=>o.send({type:`CLOSE`});return(0,s.jsx)(r,{open:!0,onOpenChange:e=>!e&&f(),title:t(`location.savedAddressesTitle`),footer:(0,s.jsx)(n,{$variant:`secondary`,onClick:f,children:t(`common.cancel`)}),children:c?(0,s.jsx)(`div`,{role:`status`,"aria-label":t(`location.savedAddressesLoading`),children:(0,s.jsx)(i,{$h:`56px`})}):d.length===0?(0,s.jsx)(`p`,{children:t(`location.savedAddressesEmpty`)}):(0,s.jsx)(l,{children:d.map(e=>(0,s.jsx)(`li`,{children:(0,s.jsxs)(u,{type:`button`,onClick:()=>o.send({type:`PICK_ADDRESS`,address:e}),children:[(0,s.jsx)(`strong`,{children:t(`location.addressType.${e.addressType}`,{defaultValue:e.addressType})}),(0,s.jsx)(`span`,{children:e.address})]})},e.id))})})}var l=t.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space(2)};
  max-height: 40vh;
  overflow: auto;
`,u=t.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  text-align: start;
  padding: ${({theme:e})=>e.space(3)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  cursor: pointer;
  &:hover {
    border-color: ${({theme:e})=>e.color.primary};
  }
`;export{c as SavedAddressesDialog};