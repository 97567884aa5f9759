import { useEffect, useState, type KeyboardEvent } from "react";
import type { Slide } from "./carouselSlides.ts";

/** Spec 000 §9: each slide shows for 5000 ms and the change takes 500 ms. */
export const SLIDE_MS = 5000;
export const TRANSITION_MS = 500;

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The home page carousel (WAI-ARIA carousel pattern): it turns by itself, but a Pause button stops
 * it (WCAG 2.2.2), Previous and Next and one button per slide move it, and the arrow keys work
 * while focus is inside it. Visitors who ask for reduced motion get it paused from the start.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = slides.length;
  const go = (to: number) => setIndex(((to % count) + count) % count);

  useEffect(() => {
    if (!playing || count < 2) return;
    // A timeout per slide, not an interval: a manual move restarts the full 5000 ms.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section className="nfa-carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      {/* The controls keep their full names for screen readers; on screen the short words fit a phone's row. */}
      <div className="nfa-carousel__controls">
        <button type="button" className="govuk-button govuk-button--secondary nfa-carousel__button" onClick={() => setPlaying((p) => !p)}>
          {playing ? "Pause" : "Play"} <span className="govuk-visually-hidden">slide show</span>
        </button>
        <button type="button" className="govuk-button govuk-button--secondary nfa-carousel__button" onClick={() => go(index - 1)}>
          Previous <span className="govuk-visually-hidden">slide</span>
        </button>
        <button type="button" className="govuk-button govuk-button--secondary nfa-carousel__button" onClick={() => go(index + 1)}>
          Next <span className="govuk-visually-hidden">slide</span>
        </button>
      </div>
      {/* Announce changes only when the visitor moves the slides, not every 5 seconds. */}
      <div className="nfa-carousel__slides" aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            className={`nfa-carousel__slide${i === index ? " nfa-carousel__slide--current" : ""}`}
            style={{ transitionDuration: `${TRANSITION_MS}ms` }}
          >
            <img src={slide.image} alt={slide.alt} className="nfa-carousel__image" />
            <div className="nfa-carousel__caption">
              <p className="govuk-heading-m nfa-carousel__heading">{slide.heading}</p>
              <p className="govuk-body nfa-carousel__text">{slide.text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="nfa-carousel__picker">
        {slides.map((slide, i) => (
          <button key={slide.image} type="button" className="nfa-carousel__dot" aria-current={i === index} aria-label={`Show slide ${i + 1}: ${slide.heading}`} onClick={() => go(i)} />
        ))}
      </div>
    </section>
  );
}
