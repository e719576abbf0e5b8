import{i as e,r as t}from"./styled-components.browser.esm-Cn79XiHV.js";var n=e.button.attrs(e=>({type:e.type??`button`}))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space(2)};
  min-height: ${({$size:e})=>e===`sm`?`32px`:e===`lg`?`48px`:`40px`};
  padding-inline: ${({theme:e,$size:t})=>e.space(t===`sm`?3:5)};
  border-radius: ${({theme:e})=>e.radius.md};
  border: 1px solid transparent;
  font-weight: ${({theme:e})=>e.font.weight.medium};
  cursor: pointer;
  width: ${({$block:e})=>e?`100%`:`auto`};
  transition:
    background 0.15s,
    border-color 0.15s,
    opacity 0.15s;
  ${({theme:e,$variant:n=`primary`})=>{let r=e.color;switch(n){case`primary`:return t`
          background: ${r.primary};
          color: ${r.onPrimary};
          &:hover:not(:disabled) {
            background: ${r.primaryHover};
          }
        `;case`secondary`:return t`
          background: ${r.surface};
          color: ${r.text};
          border-color: ${r.border};
          &:hover:not(:disabled) {
            border-color: ${r.primary};
          }
        `;case`danger`:return t`
          background: ${r.error};
          color: #fff;
        `;case`link`:return t`
          background: none;
          color: ${r.primary};
          padding-inline: 0;
          min-height: auto;
          text-decoration: underline;
        `;default:return t`
          background: transparent;
          color: ${r.text};
          &:hover:not(:disabled) {
            background: ${r.surfaceAlt};
          }
        `}}}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`,r=e(n).attrs({$variant:`ghost`})`
  min-height: 40px;
  min-width: 40px;
  padding: 0;
  border-radius: ${({theme:e})=>e.radius.pill};
  position: relative;
`;export{r as n,n as t};