// Google Places answers in both formats a 6amMart backend may relay: Places API (New) — `suggestions[].placePrediction`
// and `{location{latitude,longitude}, formattedAddress}` — and the legacy Places API (v2.6 backends) —
// `predictions[]{place_id, description, structured_formatting}` and `{result{geometry{location{lat,lng}},
// formatted_address}}`.
import type { PlaceDetails, PlaceSuggestion } from '../../domain/geo.ts';

type Text = { text?: string } | undefined;
interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: Text;
      structuredFormat?: { mainText?: Text; secondaryText?: Text };
    };
  }[];
  predictions?: {
    place_id: string;
    description?: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }[];
}

/** The suggestions of an autocomplete answer of either format. */
export function readSuggestions(data: AutocompleteAnswer): PlaceSuggestion[] {
  const modern = (data.suggestions ?? []).flatMap((s) =>
    s.placePrediction
      ? [
          {
            placeId: s.placePrediction.placeId,
            mainText: s.placePrediction.structuredFormat?.mainText?.text ?? s.placePrediction.text?.text ?? '',
            secondaryText: s.placePrediction.structuredFormat?.secondaryText?.text ?? '',
          },
        ]
      : [],
  );
  const legacy = (data.predictions ?? []).map((p) => ({
    placeId: p.place_id,
    mainText: p.structured_formatting?.main_text ?? p.description ?? '',
    secondaryText: p.structured_formatting?.secondary_text ?? '',
  }));
  return [...modern, ...legacy];
}

interface DetailsAnswer {
  location?: { latitude: number; longitude: number };
  formattedAddress?: string;
  displayName?: Text;
  result?: { geometry?: { location?: { lat: number; lng: number } }; formatted_address?: string; name?: string };
}

/** Where a place is, from a details answer of either format. */
export function readPlaceDetails(data: DetailsAnswer): PlaceDetails {
  if (data.location)
    return {
      latLng: { lat: data.location.latitude, lng: data.location.longitude },
      address: data.formattedAddress ?? data.displayName?.text ?? '',
    };
  const at = data.result?.geometry?.location;
  if (!at) throw new Error('The place has no location.');
  return {
    latLng: { lat: Number(at.lat), lng: Number(at.lng) },
    address: data.result?.formatted_address ?? data.result?.name ?? '',
  };
}
