import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6 ${className}`}
      {...props}
    />
  );
}
