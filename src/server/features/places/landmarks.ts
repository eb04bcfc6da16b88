/**
 * Well-known names people type that the stop and town data do not carry, or carry under other
 * names. Coordinates are the places themselves (WGS84); aliases are matched like names.
 */
export const landmarks: {
  name: string;
  area: string;
  latitude: number;
  longitude: number;
  aliases: string[];
}[] = [
  {
    name: 'Nairobi CBD (Kencom)',
    area: 'Nairobi',
    latitude: -1.28549,
    longitude: 36.82528,
    aliases: ['cbd', 'town', 'city centre', 'nairobi cbd', 'kencom'],
  },
  {
    name: 'JKIA (Jomo Kenyatta International Airport)',
    area: 'Nairobi',
    latitude: -1.31924,
    longitude: 36.92776,
    aliases: ['jkia', 'airport', 'jomo kenyatta airport'],
  },
  {
    name: 'Westlands',
    area: 'Nairobi',
    latitude: -1.26549,
    longitude: 36.80277,
    aliases: ['westlands', 'westie'],
  },
  {
    name: 'Thika Road Mall (TRM)',
    area: 'Nairobi',
    latitude: -1.21971,
    longitude: 36.88874,
    aliases: ['trm', 'thika road mall', 'roysambu'],
  },
  {
    name: 'Garden City Mall',
    area: 'Nairobi',
    latitude: -1.23158,
    longitude: 36.87857,
    aliases: ['garden city'],
  },
  {
    name: 'Two Rivers Mall',
    area: 'Nairobi',
    latitude: -1.21074,
    longitude: 36.79474,
    aliases: ['two rivers'],
  },
  {
    name: 'Gigiri (UN Complex)',
    area: 'Nairobi',
    latitude: -1.23362,
    longitude: 36.81462,
    aliases: ['gigiri', 'un', 'united nations'],
  },
  {
    name: 'Village Market',
    area: 'Nairobi',
    latitude: -1.22915,
    longitude: 36.80488,
    aliases: ['village market'],
  },
  { name: 'Karen', area: 'Nairobi', latitude: -1.32257, longitude: 36.70669, aliases: ['karen'] },
  {
    name: 'Kasarani (Moi International Sports Centre)',
    area: 'Nairobi',
    latitude: -1.22155,
    longitude: 36.89377,
    aliases: ['kasarani', 'safaricom stadium', 'moi stadium'],
  },
  {
    name: 'Sarit Centre',
    area: 'Nairobi',
    latitude: -1.26079,
    longitude: 36.80279,
    aliases: ['sarit'],
  },
  {
    name: 'Yaya Centre',
    area: 'Nairobi',
    latitude: -1.29253,
    longitude: 36.78783,
    aliases: ['yaya'],
  },
  {
    name: 'The Junction Mall',
    area: 'Nairobi',
    latitude: -1.29881,
    longitude: 36.76271,
    aliases: ['junction'],
  },
  {
    name: 'Upper Hill',
    area: 'Nairobi',
    latitude: -1.29852,
    longitude: 36.81325,
    aliases: ['upperhill'],
  },
  {
    name: 'Industrial Area',
    area: 'Nairobi',
    latitude: -1.30744,
    longitude: 36.85161,
    aliases: ['industrial area'],
  },
  {
    name: 'Wilson Airport',
    area: 'Nairobi',
    latitude: -1.32169,
    longitude: 36.81478,
    aliases: ['wilson'],
  },
  {
    name: 'SGR Nairobi Terminus (Syokimau)',
    area: 'Machakos',
    latitude: -1.36264,
    longitude: 36.91786,
    aliases: ['sgr', 'madaraka express', 'syokimau station'],
  },
  {
    name: 'University of Nairobi',
    area: 'Nairobi',
    latitude: -1.27967,
    longitude: 36.81662,
    aliases: ['uon', 'university of nairobi'],
  },
  {
    name: 'Kenyatta University',
    area: 'Kiambu',
    latitude: -1.18133,
    longitude: 36.93649,
    aliases: ['ku', 'kenyatta university'],
  },
  {
    name: 'JKUAT (Juja)',
    area: 'Kiambu',
    latitude: -1.09119,
    longitude: 37.01172,
    aliases: ['jkuat'],
  },
];
