import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{n as t,t as n}from"./jsx-runtime-CldxteV5.js";import{a as r,c as i,i as a,l as o,n as s,r as c,s as l,t as u,u as d}from"./map-tiles-iRY0H9Nt.js";import{i as f}from"./styled-components.browser.esm-Cn79XiHV.js";import{i as p,n as m}from"./geo-BmxUNKr_.js";var h=e(t(),1);function g(){return d().map}function _(e){let t=g();return(0,h.useEffect)(function(){return t.on(e),function(){t.off(e)}},[t,e]),t}var v=e(i(),1),y=r(function({position:e,...t},n){let r=new v.Marker(e,t);return l(r,o(n,{overlayContainer:r}))},function(e,t,n){t.position!==n.position&&e.setLatLng(t.position),t.icon!=null&&t.icon!==n.icon&&e.setIcon(t.icon),t.zIndexOffset!=null&&t.zIndexOffset!==n.zIndexOffset&&e.setZIndexOffset(t.zIndexOffset),t.opacity!=null&&t.opacity!==n.opacity&&e.setOpacity(t.opacity),e.dragging!=null&&t.draggable!==n.draggable&&(t.draggable===!0?e.dragging.enable():e.dragging.disable())}),b=n(),x=v.default.divIcon({className:`location-pin`,html:`<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z" fill="currentColor"/><circle cx="12" cy="12" r="4.5"/></svg>`,iconSize:[32,42],iconAnchor:[16,42]});function S({center:e,label:t,onMove:n}){let r=g(),i=(0,h.useRef)(e);return(0,h.useEffect)(()=>{let e=r.getContainer();e.setAttribute(`role`,`application`),e.setAttribute(`aria-label`,t)},[r,t]),(0,h.useEffect)(()=>{i.current=e;let t=r.getCenter();p({lat:t.lat,lng:t.lng},e)||r.setView([e.lat,e.lng],r.getZoom(),{animate:!1})},[r,e]),_({moveend:()=>{let e=r.getCenter(),t={lat:e.lat,lng:e.lng};p(t,i.current)||(i.current=t,n(t))}}),null}function C({center:e,label:t,pinLabel:n,onMove:r}){return(0,b.jsx)(w,{children:(0,b.jsxs)(a,{center:[e.lat,e.lng],zoom:m.default,minZoom:m.min,maxZoom:m.max,scrollWheelZoom:`center`,doubleClickZoom:`center`,touchZoom:`center`,keyboard:!0,style:{height:`100%`,width:`100%`},children:[(0,b.jsx)(c,{url:s,maxZoom:m.max,maxNativeZoom:19,attribution:u}),(0,b.jsx)(y,{position:[e.lat,e.lng],icon:x,draggable:!0,keyboard:!0,title:n,eventHandlers:{dragend:e=>{let t=e.target.getLatLng();r({lat:t.lat,lng:t.lng})}}}),(0,b.jsx)(S,{center:e,label:t,onMove:r})]})})}var w=f.div`
  height: 100%;
  min-height: 280px;
  .location-pin {
    color: ${({theme:e})=>e.color.primary};
    background: none;
    border: none;
  }
  .location-pin circle {
    fill: ${({theme:e})=>e.color.surface};
  }
  .leaflet-container {
    font: inherit;
    background: ${({theme:e})=>e.color.surfaceAlt};
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({theme:e})=>e.color.focus};
    outline-offset: -3px;
  }
`;export{C as default};