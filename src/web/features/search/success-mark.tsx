/** The green tick a confirmed booking (single or regular) opens with. */
export function SuccessMark() {
  return (
    <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary text-white">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
