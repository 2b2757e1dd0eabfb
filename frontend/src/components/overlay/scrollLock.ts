// Modals and panels can be open together; the body stays locked until the last one releases it.
let holders = 0;
let previousOverflow = '';

export function lockBodyScroll(): () => void {
  if (holders === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = previousOverflow;
  };
}
