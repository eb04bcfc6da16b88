// Line drawings for the home screen, 24x24, drawn with LineIcon (components/ui/line-icon.tsx).

export const homeIcons = {
  passenger: <path d="M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 21a7.5 7.5 0 0 1 15 0" />,
  driver: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 10.5l6.6 1M13.9 11.5l6.6-1M12 14v7" />
  ),
  trips: (
    <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6" />
  ),
  tokens: (
    <path d="M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5v1.5M12 16v1.5" />
  ),
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c.8-3.9 4-6 8-6s7.2 2.1 8 6" />,
  vehicle: <path d="M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 19v1M17 19v1M7 13h.01M17 13h.01" />,
  documents: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  history: <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M12 8v4l3 2" />,
  plus: <path d="M12 5v14M5 12h14" />,
  dashboard: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />,
  pin: (
    <path d="M12 21s-6-5.3-6-11a6 6 0 1 1 12 0c0 5.7-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
  ),
  flag: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  calendar: <path d="M5 5h14v15H5zM5 10h14M9 3v4M15 3v4" />,
  receipt: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />,
};
