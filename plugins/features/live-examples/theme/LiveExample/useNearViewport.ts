import { useEffect, useState, type RefObject } from 'react';

/** Stays true once the element comes within `margin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
