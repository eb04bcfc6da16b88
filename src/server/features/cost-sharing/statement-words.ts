import type { Language } from '../../../shared/language.ts';

/** The words of the cost-sharing statement's PDF, in the glossary's Kiswahili. */
export interface StatementWords {
  title: string;
  month: string;
  driver: string;
  phone: string;
  vehicles: string;
  why: string;
  neverAbove: (month: string) => string;
  notShown: string;
  noRides: string;
  date: string;
  route: string;
  km: string;
  carCost: string;
  paid: string;
  total: (rides: number) => string;
  notRecorded: string;
  carCostNote: string;
  made: (day: string) => string;
}

const EN: StatementWords = {
  title: 'Cost-sharing statement',
  month: 'Month',
  driver: 'Driver',
  phone: 'Phone',
  vehicles: 'Vehicle',
  why:
    "Passengers on these rides shared the running cost of the driver's car. Pamoja limits every " +
    "ride's price so that its passengers together never pay more than the car's cost for the " +
    'distance: the driver makes no profit. This is carpooling, not a taxi or matatu service.',
  neverAbove: (month) => `In ${month}, passengers never paid more than the car's cost.`,
  notShown:
    "Not every ride this month shows passengers paying at most the car's cost: see the rows " +
    'without a car cost or paid above it.',
  noRides: 'No completed rides this month.',
  date: 'Date',
  route: 'Route',
  km: 'Km',
  carCost: 'Car cost',
  paid: 'Paid',
  total: (rides) => `Total, ${rides} ${rides === 1 ? 'ride' : 'rides'}`,
  notRecorded: 'not kept',
  carCostNote:
    "Car cost: fuel, tyres, oil and servicing for the ride's road distance, as Pamoja counted " +
    'it when the ride was published. Paid: what the passengers paid for the ride, in KSh.',
  made: (day) => `Made by Pamoja on ${day}.`,
};

const SW: StatementWords = {
  title: 'Taarifa ya kugawana gharama',
  month: 'Mwezi',
  driver: 'Dereva',
  phone: 'Nambari ya simu',
  vehicles: 'Gari',
  why:
    'Abiria wa safari hizi waligawana gharama ya kuendesha gari la dereva. Pamoja huweka kikomo ' +
    'cha nauli ya kila safari ili abiria wote pamoja wasilipe zaidi ya gharama ya gari kwa umbali ' +
    'huo: dereva hapati faida. Huu ni usafiri wa kushirikiana gari, si teksi wala matatu.',
  neverAbove: (month) => `Mwezi wa ${month}, abiria hawakulipa kamwe zaidi ya gharama ya gari.`,
  notShown:
    'Si kila safari ya mwezi huu inayoonyesha abiria wakilipa si zaidi ya gharama ya gari: ' +
    'angalia safari zisizo na gharama ya gari au zilizolipiwa zaidi yake.',
  noRides: 'Hakuna safari zilizokamilika mwezi huu.',
  date: 'Tarehe',
  route: 'Njia',
  km: 'Km',
  carCost: 'Gharama ya gari',
  paid: 'Walilipa',
  total: (rides) => `Jumla, safari ${rides}`,
  notRecorded: 'haikuwekwa',
  carCostNote:
    'Gharama ya gari: mafuta, matairi, oili na huduma ya gari kwa umbali wa barabara wa safari, ' +
    'kama Pamoja ilivyohesabu safari ilipochapishwa. Walilipa: kiasi abiria walicholipa kwa ' +
    'safari, kwa KSh.',
  made: (day) => `Imetolewa na Pamoja tarehe ${day}.`,
};

export const statementWords = (language: Language): StatementWords => (language === 'sw' ? SW : EN);
