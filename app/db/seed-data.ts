import type { ActivityInput } from "~/schemas/activity";
import type { PropertyInput } from "~/schemas/property";

const images = (slug: string) => [1, 2, 3, 4].map((n) => `/images/${slug}-${n}.svg`);

/** The properties a fresh site starts with: one per setting in the footer, plus two more. */
export const seedProperties: PropertyInput[] = [
  {
    name: "Alpine Retreat",
    slug: "alpine-retreat",
    shortDescription: "A timber A-frame on the ridge above Tigoni, with a wood-fired hot tub and sweeping mountain views.",
    description:
      "Perched on a quiet ridge above the tea country, Alpine Retreat is a cedar-and-stone A-frame made for slow mornings and starlit evenings. Floor-to-ceiling windows frame the highlands, the stone fireplace keeps the great room warm on misty nights, and a wood-fired hot tub waits on the deck.\n\nThe open kitchen is fully equipped for long family dinners, the two bedrooms open onto the view, and marked hiking trails start at the garden gate. Stay seven nights or more and enjoy our long-stay discount.",
    shortDescriptionSw:
      "Nyumba ya mbao yenye umbo la A juu ya kilima kinachotazama Tigoni, yenye bafu la maji moto linalopashwa kwa kuni na mandhari pana ya milima.",
    shortDescriptionDe: "Ein A-Frame-Haus aus Holz auf dem Höhenrücken über Tigoni, mit holzbefeuertem Whirlpool und weitem Blick über die Berge.",
    descriptionSw:
      "Ikiwa juu ya kilima tulivu kinachotazama mashamba ya chai, Alpine Retreat ni nyumba ya mierezi na mawe yenye umbo la A, iliyojengwa kwa asubuhi za utulivu na jioni chini ya nyota. Madirisha makubwa kutoka sakafuni hadi darini yanaonyesha nyanda za juu, meko ya mawe huweka sebule kubwa joto usiku wenye ukungu, na bafu la maji moto linalopashwa kwa kuni linakusubiri barazani.\n\nJiko lililo wazi lina vifaa vyote kwa chakula cha jioni cha familia, vyumba viwili vya kulala vinatazama mandhari, na njia za matembezi zilizowekwa alama zinaanzia kwenye lango la bustani. Kaa usiku saba au zaidi ufurahie punguzo letu la ukaaji mrefu.",
    descriptionDe:
      "Auf einem ruhigen Höhenrücken über dem Teeland gelegen, ist Alpine Retreat ein A-Frame-Haus aus Zedernholz und Stein, gemacht für gemächliche Morgen und sternklare Abende. Bodentiefe Fenster rahmen das Hochland ein, der Steinkamin hält den großen Wohnraum in nebligen Nächten warm, und auf der Terrasse wartet ein holzbefeuerter Whirlpool.\n\nDie offene Küche ist für lange Abendessen mit der Familie voll ausgestattet, beide Schlafzimmer öffnen sich zur Aussicht, und markierte Wanderwege beginnen direkt am Gartentor. Bleiben Sie sieben Nächte oder länger und genießen Sie unseren Langzeitrabatt.",
    location: "Tigoni, Kenya",
    price: 350,
    bedrooms: 2,
    bathrooms: 2,
    sleeps: 4,
    amenities: ["Hot Tub", "Fireplace", "Mountain Views", "Wifi", "Full Kitchen", "Hiking Trails", "Deck"],
    images: images("alpine-retreat"),
    featured: true,
  },
  {
    name: "Lakeside Lodge",
    slug: "lakeside-lodge",
    shortDescription: "A spacious family lodge on the water's edge with a private boat dock and sunset deck.",
    description:
      "Lakeside Lodge sits a few steps from the water, with a private boat dock, canoes for guests and a wide deck that catches every sunset. Inside, vaulted ceilings, a double-sided fireplace and a chef's kitchen make room for the whole family.\n\nFour bedrooms, three bathrooms and a sauna by the shore make it our favourite for reunions and celebrations. Ask about a private chef for your stay, and remember that stays of seven nights or more earn our long-stay discount.",
    shortDescriptionSw: "Nyumba pana ya familia ukingoni mwa maji, yenye gati la mashua la kibinafsi na baraza la kutazama machweo.",
    shortDescriptionDe: "Eine geräumige Familien-Lodge direkt am Wasser, mit eigenem Bootssteg und Terrasse für den Sonnenuntergang.",
    descriptionSw:
      "Lakeside Lodge iko hatua chache kutoka majini, ikiwa na gati la mashua la kibinafsi, mitumbwi kwa wageni na baraza pana linaloona kila machweo. Ndani, dari za juu zilizopinda, meko ya pande mbili na jiko la mpishi vinatoa nafasi kwa familia nzima.\n\nVyumba vinne vya kulala, bafu tatu na sauna kando ya ufuo vinaifanya kuwa chaguo letu tunalopenda zaidi kwa mikutano ya familia na sherehe. Uliza kuhusu mpishi binafsi kwa muda wako hapa, na kumbuka kwamba kukaa usiku saba au zaidi kunakupa punguzo letu la ukaaji mrefu.",
    descriptionDe:
      "Lakeside Lodge liegt wenige Schritte vom Wasser entfernt, mit eigenem Bootssteg, Kanus für die Gäste und einer breiten Terrasse, die jeden Sonnenuntergang einfängt. Innen schaffen Gewölbedecken, ein beidseitiger Kamin und eine Profiküche Platz für die ganze Familie.\n\nVier Schlafzimmer, drei Bäder und eine Sauna am Ufer machen sie zu unserem Favoriten für Familientreffen und Feiern. Fragen Sie nach einem Privatkoch für Ihren Aufenthalt, und denken Sie daran: Ab sieben Nächten erhalten Sie unseren Langzeitrabatt.",
    location: "Limuru, Kenya",
    price: 520,
    bedrooms: 4,
    bathrooms: 3,
    sleeps: 8,
    amenities: ["Lake Access", "Boat Dock", "Waterfront", "Fireplace", "Sauna", "Wifi", "Full Kitchen", "Deck"],
    images: images("lakeside-lodge"),
    featured: true,
  },
  {
    name: "Forest Haven",
    slug: "forest-haven",
    shortDescription: "A secluded cabin under tall cedars, with a fire pit, forest trails and total quiet.",
    description:
      "Hidden among tall cedars and indigenous forest, Forest Haven is a hideaway for two to four guests who want nothing but birdsong. The cabin pairs warm timber with crisp linen, a reading nook by the fireplace and a fire pit under the canopy.\n\nWalking and biking trails wind from the door into the forest, and the tea estates are a short drive away. It is the perfect base for a week of rest: stays of seven nights or more enjoy our long-stay discount.",
    shortDescriptionSw: "Kibanda kilichojitenga chini ya mierezi mirefu, chenye shimo la moto, njia za msituni na utulivu kamili.",
    shortDescriptionDe: "Eine abgeschiedene Hütte unter hohen Zedern, mit Feuerstelle, Waldwegen und vollkommener Ruhe.",
    descriptionSw:
      "Ikiwa imefichwa kati ya mierezi mirefu na msitu wa asili, Forest Haven ni maficho ya wageni wawili hadi wanne wasiotaka chochote isipokuwa milio ya ndege. Kibanda kinaunganisha mbao zenye joto na shuka safi, kona ya kusomea karibu na meko na shimo la moto chini ya miti.\n\nNjia za kutembea na za baiskeli zinaanzia mlangoni hadi msituni, na mashamba ya chai yako umbali mfupi kwa gari. Ni mahali pazuri pa kupumzika kwa wiki nzima: kukaa usiku saba au zaidi kunakupa punguzo letu la ukaaji mrefu.",
    descriptionDe:
      "Versteckt zwischen hohen Zedern und ursprünglichem Wald ist Forest Haven ein Rückzugsort für zwei bis vier Gäste, die nichts als Vogelgesang wollen. Die Hütte verbindet warmes Holz mit frischer Bettwäsche, einer Leseecke am Kamin und einer Feuerstelle unter dem Blätterdach.\n\nWander- und Radwege führen von der Tür in den Wald, und die Teeplantagen sind eine kurze Fahrt entfernt. Der ideale Ort für eine Woche Erholung: Ab sieben Nächten erhalten Sie unseren Langzeitrabatt.",
    location: "Tigoni, Kenya",
    price: 280,
    bedrooms: 2,
    bathrooms: 1,
    sleeps: 4,
    amenities: ["Fire Pit", "Fireplace", "Hiking Trails", "Biking Trails", "Wifi", "Full Kitchen"],
    images: images("forest-haven"),
    featured: true,
  },
  {
    name: "Riverside Cottage",
    slug: "riverside-cottage",
    shortDescription: "A stone cottage beside a running river, with a waterside deck and a cosy fireplace.",
    description:
      "Fall asleep to the sound of the river at this stone cottage on a bend of clear highland water. The waterside deck is made for long breakfasts, the fireplace for evenings in, and the footbridge leads straight onto the riverside trail.\n\nThe cottage sleeps four in two bedrooms, with a full kitchen and fast Wifi for those who must stay connected. Stays of seven nights or more enjoy our long-stay discount.",
    shortDescriptionSw: "Nyumba ndogo ya mawe kando ya mto unaotiririka, yenye baraza kando ya maji na meko yenye joto.",
    shortDescriptionDe: "Ein Steinhäuschen an einem fließenden Fluss, mit Terrasse am Wasser und gemütlichem Kamin.",
    descriptionSw:
      "Lala ukisikiliza sauti ya mto katika nyumba hii ndogo ya mawe, kwenye kona ya maji safi ya nyanda za juu. Baraza kando ya maji ni kwa ajili ya kifungua kinywa kirefu, meko kwa jioni za ndani, na daraja la miguu linaelekea moja kwa moja kwenye njia ya kando ya mto.\n\nNyumba hii inalaza watu wanne katika vyumba viwili vya kulala, ikiwa na jiko kamili na Wi-Fi ya kasi kwa wanaohitaji kuendelea kuwasiliana. Kukaa usiku saba au zaidi kunakupa punguzo letu la ukaaji mrefu.",
    descriptionDe:
      "Schlafen Sie beim Rauschen des Flusses ein, in diesem Steinhäuschen an einer Biegung klaren Hochlandwassers. Die Terrasse am Wasser ist wie gemacht für lange Frühstücke, der Kamin für gemütliche Abende, und die Fußgängerbrücke führt direkt auf den Uferweg.\n\nDas Häuschen bietet vier Personen Platz in zwei Schlafzimmern, mit voll ausgestatteter Küche und schnellem WLAN für alle, die erreichbar bleiben müssen. Ab sieben Nächten erhalten Sie unseren Langzeitrabatt.",
    location: "Tigoni, Kenya",
    price: 240,
    bedrooms: 2,
    bathrooms: 1,
    sleeps: 4,
    amenities: ["Waterfront", "Deck", "Fireplace", "Wifi", "Full Kitchen", "Hiking Trails"],
    images: images("riverside-cottage"),
    featured: false,
  },
  {
    name: "Tea Estate Villa",
    slug: "tea-estate-villa",
    shortDescription: "An elegant villa among rolling tea rows, with a heated pool terrace and estate walks.",
    description:
      "Surrounded by the emerald rows of a working tea estate, this colonial-style villa combines high ceilings, antique furniture and modern comforts. Mornings begin with estate tea on the terrace; afternoons with a walk through the plantation.\n\nFive bedrooms and a hot tub on the terrace make it ideal for larger groups. A private chef can be arranged, and stays of seven nights or more enjoy our long-stay discount.",
    shortDescriptionSw:
      "Nyumba ya kifahari katikati ya safu za chai zinazoenea milimani, yenye baraza la bwawa la maji ya joto na matembezi shambani.",
    shortDescriptionDe: "Eine elegante Villa inmitten sanft geschwungener Teereihen, mit beheizter Poolterrasse und Spaziergängen über die Plantage.",
    descriptionSw:
      "Ikiwa imezungukwa na safu za kijani za shamba la chai linalofanya kazi, nyumba hii ya kifahari ya mtindo wa kikoloni inaunganisha dari za juu, samani za kale na starehe za kisasa. Asubuhi huanza kwa chai ya shamba hili barazani; alasiri kwa matembezi katikati ya mashamba.\n\nVyumba vitano vya kulala na bafu la maji moto barazani vinaifanya kufaa makundi makubwa. Mpishi binafsi anaweza kupangwa, na kukaa usiku saba au zaidi kunakupa punguzo letu la ukaaji mrefu.",
    descriptionDe:
      "Umgeben von den smaragdgrünen Reihen einer aktiven Teeplantage verbindet diese Villa im Kolonialstil hohe Decken, antike Möbel und modernen Komfort. Die Morgen beginnen mit Tee aus eigenem Anbau auf der Terrasse, die Nachmittage mit einem Spaziergang durch die Plantage.\n\nFünf Schlafzimmer und ein Whirlpool auf der Terrasse machen sie ideal für größere Gruppen. Ein Privatkoch lässt sich organisieren, und ab sieben Nächten erhalten Sie unseren Langzeitrabatt.",
    location: "Tigoni, Kenya",
    price: 680,
    bedrooms: 5,
    bathrooms: 4,
    sleeps: 10,
    amenities: ["Hot Tub", "Fireplace", "Wifi", "Full Kitchen", "Hiking Trails", "Deck", "Private Chef"],
    images: images("tea-estate-villa"),
    featured: false,
  },
  {
    name: "Hilltop Lodge",
    slug: "hilltop-lodge",
    shortDescription: "A lodge on the highest hill of the estate, with a sauna cabin and a panoramic deck.",
    description:
      "Hilltop Lodge crowns the estate with views across the Rift Valley escarpment on clear days. The sauna cabin and the panoramic deck are the stars, with a fireplace lounge for cool highland evenings.\n\nThree bedrooms sleep six, and trails for walking and biking lead down through the forest. Stays of seven nights or more enjoy our long-stay discount.",
    shortDescriptionSw: "Nyumba juu ya kilima kirefu zaidi cha shamba, yenye kibanda cha sauna na baraza linaloona pande zote.",
    shortDescriptionDe: "Eine Lodge auf dem höchsten Hügel des Anwesens, mit Saunahütte und Panoramaterrasse.",
    descriptionSw:
      "Hilltop Lodge iko kileleni mwa shamba, ikitazama mteremko wa Bonde la Ufa siku zisizo na mawingu. Kibanda cha sauna na baraza linaloona pande zote ndivyo vivutio vikuu, pamoja na sebule yenye meko kwa jioni baridi za nyanda za juu.\n\nVyumba vitatu vya kulala vinalaza watu sita, na njia za kutembea na za baiskeli zinashuka kupitia msituni. Kukaa usiku saba au zaidi kunakupa punguzo letu la ukaaji mrefu.",
    descriptionDe:
      "Hilltop Lodge thront über dem Anwesen, an klaren Tagen mit Blick über den Steilhang des Großen Grabenbruchs. Die Saunahütte und die Panoramaterrasse sind die Höhepunkte, dazu eine Kaminlounge für kühle Abende im Hochland.\n\nDrei Schlafzimmer bieten sechs Personen Platz, und Wander- und Radwege führen hinunter durch den Wald. Ab sieben Nächten erhalten Sie unseren Langzeitrabatt.",
    location: "Tigoni, Kenya",
    price: 410,
    bedrooms: 3,
    bathrooms: 2,
    sleeps: 6,
    amenities: ["Sauna", "Mountain Views", "Deck", "Fireplace", "Wifi", "Full Kitchen", "Biking Trails"],
    images: images("hilltop-lodge"),
    featured: false,
  },
];

type SeedActivity = Omit<ActivityInput, "price"> & { price: number | null };

/**
 * Tours and experiences; one is free (no price) and one is currently unavailable. Priced per person in the
 * default currency (US dollars), in proportion to the nightly rates ($240 to $680).
 */
export const seedActivities: SeedActivity[] = [
  {
    name: "Tea Estate Tour",
    description: "Walk the plantation rows with a tea master, watch the leaf being processed and finish with a tasting of estate teas.",
    descriptionSw:
      "Tembea katikati ya safu za chai pamoja na mtaalamu wa chai, tazama majani yakisindikwa, kisha malizia kwa kuonja chai za shamba hili.",
    descriptionDe:
      "Gehen Sie mit einem Teemeister durch die Plantagenreihen, sehen Sie zu, wie das Blatt verarbeitet wird, und schließen Sie mit einer Verkostung der Tees des Anwesens ab.",
    price: 35,
    duration: "3 hours",
    images: ["/images/activity-tea-tour.svg"],
    available: true,
  },
  {
    name: "Guided Nature Walk",
    description: "A gentle morning walk through indigenous forest with a local guide who knows every bird call and medicinal plant.",
    descriptionSw: "Matembezi mepesi ya asubuhi katika msitu wa asili pamoja na kiongozi wa hapa anayejua kila mlio wa ndege na kila mmea wa dawa.",
    descriptionDe:
      "Ein gemütlicher Morgenspaziergang durch ursprünglichen Wald mit einem ortskundigen Führer, der jeden Vogelruf und jede Heilpflanze kennt.",
    price: null,
    duration: "2 hours",
    images: ["/images/activity-nature-walk.svg"],
    available: true,
  },
  {
    name: "Mountain Bike Ride",
    description: "Ride estate roads and forest single-track on quality mountain bikes, with a guide, helmets and a picnic stop.",
    descriptionSw:
      "Endesha baiskeli bora za milimani kwenye barabara za shamba na vijia vya msituni, pamoja na kiongozi, kofia za usalama na kituo cha pikiniki.",
    descriptionDe:
      "Fahren Sie auf hochwertigen Mountainbikes über die Wege des Anwesens und schmale Waldpfade, mit Guide, Helmen und einer Picknickpause.",
    price: 45,
    duration: "4 hours",
    images: ["/images/activity-bike-ride.svg"],
    available: true,
  },
  {
    name: "Bird Watching",
    description: "Dawn bird watching by the dam with binoculars and a field guide; over 200 species have been seen nearby.",
    descriptionSw: "Kutazama ndege alfajiri kando ya bwawa kwa darubini na kitabu cha mwongozo; zaidi ya aina 200 za ndege zimeonekana karibu.",
    descriptionDe: "Vogelbeobachtung im Morgengrauen am Stausee, mit Fernglas und Bestimmungsbuch; über 200 Arten wurden in der Nähe gesichtet.",
    price: 25,
    duration: "2 hours",
    images: ["/images/activity-bird-watching.svg"],
    available: false,
  },
  {
    name: "Canoeing on the Lake",
    description: "Paddle the calm lake at sunset in stable two-person canoes, with life jackets and a guide on the water.",
    descriptionSw:
      "Piga makasia kwenye ziwa tulivu wakati wa machweo kwa mitumbwi imara ya watu wawili, pamoja na jaketi za kuokolea maisha na kiongozi majini.",
    descriptionDe:
      "Paddeln Sie bei Sonnenuntergang über den ruhigen See, in stabilen Zweier-Kanus, mit Schwimmwesten und einem Guide auf dem Wasser.",
    price: 30,
    duration: "90 minutes",
    images: ["/images/activity-canoe.svg"],
    available: true,
  },
  {
    name: "Kenyan Cooking Class",
    description: "Cook pilau, sukuma wiki and chapati with our chef using produce from the garden, then sit down to the feast.",
    descriptionSw: "Pika pilau, sukuma wiki na chapati pamoja na mpishi wetu ukitumia mazao ya bustani, kisha keti kufurahia karamu.",
    descriptionDe: "Kochen Sie mit unserem Koch Pilau, Sukuma Wiki und Chapati aus Zutaten aus dem Garten, und setzen Sie sich dann zum Festmahl.",
    price: 50,
    duration: "3 hours",
    images: ["/images/activity-cooking-class.svg"],
    available: true,
  },
];
