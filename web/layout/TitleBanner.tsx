export function TitleBanner({ title }: { title: string }) {
  return (
    <div className="title-banner">
      <h1>{title}</h1>
    </div>
  )
}
