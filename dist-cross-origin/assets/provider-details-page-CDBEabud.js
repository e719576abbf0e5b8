import{s as e}from"./client-CHFpFnwH.js";import{t}from"./useTranslation-DVqAnABC.js";import{l as n}from"./chunk-6KYCQHYJ-B4T_k4zv.js";import{i as r}from"./styled-components.browser.esm-Cn79XiHV.js";import{d as i,t as a}from"./rental-page-PkMc6Feh.js";import{t as o}from"./vehicle-card-CEaVC6Wo.js";import{t as s}from"./jsx-runtime-CldxteV5.js";var c=s();function l(){let{t:r}=t(),s=Number(n().providerId),l=e(i.provider(s)),p=e(i.providerReviews(s)),m=e(i.providerVehicles(s));if(l.isPending)return(0,c.jsx)(a,{children:(0,c.jsx)(`p`,{role:`status`,children:r(`common.loading`)})});if(l.isError)return(0,c.jsx)(a,{children:(0,c.jsx)(`p`,{role:`alert`,children:l.error.message})});let h=l.data;return(0,c.jsxs)(a,{children:[(0,c.jsxs)(u,{children:[(0,c.jsx)(`img`,{src:h.logo_full_url??``,alt:``,width:72,height:72}),(0,c.jsxs)(`div`,{children:[(0,c.jsx)(`h1`,{children:h.name}),(0,c.jsx)(`p`,{children:h.address}),(0,c.jsxs)(`p`,{children:[`★ `,h.avg_rating.toFixed(1)]})]})]}),(0,c.jsxs)(`section`,{"aria-labelledby":`provider-vehicles`,children:[(0,c.jsx)(`h2`,{id:`provider-vehicles`,children:r(`rental.provider.vehicles`)}),(0,c.jsx)(d,{children:(m.data?.vehicles??[]).map(e=>(0,c.jsx)(`li`,{children:(0,c.jsx)(o,{vehicle:e,from:`provider`})},e.id))})]}),(0,c.jsxs)(`section`,{"aria-labelledby":`provider-reviews`,children:[(0,c.jsx)(`h2`,{id:`provider-reviews`,children:r(`rental.provider.reviews`)}),(p.data?.reviews??[]).length===0?(0,c.jsx)(`p`,{children:r(`rental.provider.noReviews`)}):(0,c.jsx)(f,{children:p.data.reviews.map(e=>(0,c.jsxs)(`li`,{children:[(0,c.jsx)(`strong`,{children:e.customer_name}),` · ★ `,e.rating,` · `,e.vehicle_name,(0,c.jsx)(`p`,{children:e.comment})]},e.id))})]})]})}var u=r.header`
  display: flex;
  gap: ${({theme:e})=>e.space(3)};
  align-items: center;
  img {
    border-radius: ${({theme:e})=>e.radius.md};
  }
  h1,
  p {
    margin: 0;
  }
`,d=r.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({theme:e})=>e.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`,f=r.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({theme:e})=>e.space(2)};
`;export{l as ProviderDetailsPage};