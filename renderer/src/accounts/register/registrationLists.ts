import countries from "../../../../schemas/lists/countries.json";
import educationLevels from "../../../../schemas/lists/education-levels.json";
import idTypes from "../../../../schemas/lists/id-types.json";
import parishes from "../../../../schemas/lists/parishes.json";
import officerRoles from "../../../../schemas/lists/supporting-officer-roles.json";

const values = (list: { items: Array<{ value: string }> }) => list.items.map((item) => item.value);

/** The shared lists of schemas/lists (spec 000 §9), as the registration form offers them. */
export const COUNTRIES = values(countries);
export const EDUCATION_LEVELS = values(educationLevels);
export const ID_TYPES = values(idTypes);
export const PARISHES = values(parishes);
export const OFFICER_ROLES = values(officerRoles);

/** Spec 000 §9: applicant categories, nationality and gender at registration. */
export const CATEGORIES = ["Commercial", "Recreational", "Temporary"] as const;
export const NATIONALITIES = ["Local", "Foreign"] as const;
export const GENDERS = ["Male", "Female"] as const;
/**
 * The country of a Local applicant (spec 000 §9 Nationality: Local or Foreign): the one whose
 * parishes the address asks for, so the form asks the country of origin of a Foreign one only.
 */
export const HOME_COUNTRY = "Jamaica";
export const YES_NO = [{ value: "Yes" }, { value: "No" }];

/** Spec 000 §3 entity_picture_identification: what an applicant without picture ID provides. */
export const NO_PICTURE_ID_OPTIONS = ["Birth Certificate + Picture Identification", "Statutory Certificate"] as const;

/** Spec 000 §3 User applying_as. */
export const APPLYING_AS = ["Applicant", "Company on Behalf of Crew Member"] as const;
