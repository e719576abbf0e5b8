import{i as e}from"./styled-components.browser.esm-Cn79XiHV.js";var t=e.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  &:empty {
    min-height: 0;
  }
`,n=e.p`
  margin: 0;
  padding: ${({theme:e})=>`${e.space(2)} ${e.space(3)}`};
  border-radius: ${({theme:e})=>e.radius.sm};
  border: 1px solid ${({theme:e})=>e.color.error};
  color: ${({theme:e})=>e.color.error};
`;function r(e,t){switch(e.kind){case`denied`:return t(`location.errors.denied`);case`timeout`:return t(`location.errors.timeout`);case`unavailable`:return t(`location.errors.unavailable`);case`outOfZone`:return t(`location.errors.outOfZone`);case`failed`:return e.message??t(`location.errors.failed`)}}export{n,t as r,r as t};