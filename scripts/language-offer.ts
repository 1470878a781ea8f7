// The few lines that show a visitor the offer of their own language
// (LanguageOffers in app/components/layout/languages.tsx): the build adds
// them to the end of every page that has offers, as an inline script the
// page's Content-Security-Policy allows by its hash. Written by hand and
// kept small: on most pages it is the only script. It shows the offer of the
// browser's first language that the site has, unless the page is in it or
// the visitor dismissed an offer before, and remembers a dismissal. A
// language the visitor chose (any link to a page in a language: the language
// list, an offer, the English original) is remembered too, and then no other
// language is offered. Without JavaScript no offer shows at all.
import { offerAttribute } from "#app/components/layout/offer-attribute.ts";

export const offerScript = `(()=>{try{var k="language-offer-dismissed",c="language-chosen";document.addEventListener("click",function(v){var a=v.target&&v.target.closest&&v.target.closest("a[hreflang]");if(a)try{localStorage.setItem(c,a.getAttribute("hreflang"))}catch(x){}});if(localStorage.getItem(k)||localStorage.getItem(c))return;var o=document.querySelectorAll("[${offerAttribute}]"),l=navigator.languages||[navigator.language],h=document.documentElement.lang.split("-")[0];for(var i=0;i<l.length;i++){var t=String(l[i]).toLowerCase().split("-")[0];if(t===h)return;for(var j=0;j<o.length;j++)if(o[j].getAttribute("${offerAttribute}")===t){var e=o[j];e.hidden=false;e.querySelector("button").addEventListener("click",function(){e.hidden=true;try{localStorage.setItem(k,"1")}catch(x){}});return}}}catch(x){}})()`;

/** The page with the offer's script before `</body>`, when it has offers. */
export function withLanguageOffer(html: string): string {
  if (!html.includes(`${offerAttribute}=`)) return html;
  return html.replace("</body>", `<script>${offerScript}</script></body>`);
}
