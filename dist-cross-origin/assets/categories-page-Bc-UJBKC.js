import{s as e}from"./client-CHFpFnwH.js";import{t}from"./useTranslation-DVqAnABC.js";import{t as n}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as r}from"./styled-components.browser.esm-Cn79XiHV.js";import{n as i}from"./categories-uLT0ROON.js";import{u as a}from"./paths-CXs7K5Fw.js";import{l as o}from"./load-more-D-BtUW9Y.js";import{t as s}from"./store-scope-COF2Lzi2.js";import{t as c}from"./jsx-runtime-CldxteV5.js";var l=c();function u(){return(0,l.jsx)(s,{children:e=>(0,l.jsx)(d,{scope:e})})}function d({scope:n}){let{t:r}=t(),s=e(i.list(n)),c=(s.data??[]).filter(e=>e.status!==0&&e.parent_id===0);return(0,l.jsxs)(l.Fragment,{children:[(0,l.jsx)(`h1`,{children:r(`catalogue.categories.title`)}),(0,l.jsx)(o,{query:s,empty:r(`home.empty.categories`),isEmpty:c.length===0,skeleton:{count:12,height:`120px`},children:(0,l.jsx)(f,{children:c.map(e=>(0,l.jsx)(`li`,{children:(0,l.jsxs)(p,{to:a(e,!0),children:[(0,l.jsx)(`img`,{src:e.image_full_url,alt:``,width:72,height:72,loading:`lazy`}),(0,l.jsx)(`span`,{children:e.name})]})},e.id))})})]})}var f=r.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({theme:e})=>e.space(3)};
`,p=r(n)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({theme:e})=>e.space(2)};
  padding: ${({theme:e})=>e.space(3)};
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius.md};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  text-decoration: none;
  text-align: center;
  &:hover {
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
  img {
    border-radius: ${({theme:e})=>e.radius.pill};
    object-fit: cover;
  }
`;export{u as CategoriesPage};