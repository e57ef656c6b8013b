export function PageHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section id="hero" className="bg-(--accent-soft)">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center">
        <h1 className="text-4xl font-black text-(--accent) sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{subtitle}</p>
      </div>
    </section>
  );
}
