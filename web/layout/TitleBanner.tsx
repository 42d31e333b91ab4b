import { type CSSProperties, createContext, useContext } from 'react'

/** The Home menu's Title image (PageData.titleImage), provided by App for every banner. */
export const TitleImageContext = createContext<string | null>(null)

/** A URL inside CSS url("…"): nothing in it may end the string. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`

/** The page's h1 on a banner, over the CMS Title image when there is one (decorative, behind a tint). */
export function TitleBanner({ title }: { title: string }) {
  const image = useContext(TitleImageContext)
  const style = image ? ({ '--title-image': cssUrl(image) } as CSSProperties) : undefined
  return (
    <div className={image ? 'title-banner has-image' : 'title-banner'} style={style}>
      <h1>{title}</h1>
    </div>
  )
}
