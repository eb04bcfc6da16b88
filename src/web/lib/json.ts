/**
 * A server type as it arrives in JSON: dates are ISO strings (nullable ones too), in nested
 * objects and lists as well. `Json<PassengerBooking>` is what `apiRequest` answers with.
 */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
