//! What a person reads for a rule's translation key, in English and German
//! (spec section 9: the basic languages). Every validator in core reports a
//! `Problem` with a key; the forms in the browser (through wasm-pkg) and any
//! mail or page the edge renders show the text from here, so the message for
//! a key is written once.
//!
//! Every module that reports keys lists them in its `KEYS`, and
//! [`REPORTED`] gathers those lists: a test fails when a listed key lacks
//! its English or German text, when an error type's code is not listed, and
//! (in core's own tests) `Problem::new` refuses a key no module lists, so a
//! new key cannot be reported without its messages. The codes the edge
//! answers with on its own (`sold_out`, `quote_changed`, `rate_limited`,
//! `*_not_found`, `idempotency_key_*`, `misconfigured`, ...) are listed in
//! [`EDGE_KEYS`] and have their texts here too: an error answer's `message`
//! is the English text of its code, and the browser shows the text of the
//! code in its own language from this same table (wasm-pkg's `message`).

pub use crate::language::Language;

/// `(key, English, German)`, sorted by key (a test keeps it so).
const MESSAGES: &[(&str, &str, &str)] = &[
    (
        "access_password_too_short",
        "The access password needs at least 4 characters.",
        "Das Zugangspasswort braucht mindestens 4 Zeichen.",
    ),
    (
        "action_not_allowed",
        "This is not possible for the product in its current state.",
        "Das ist für das Produkt in seinem aktuellen Zustand nicht möglich.",
    ),
    (
        "admin_only",
        "Only an administrator can do this.",
        "Das kann nur ein Administrator tun.",
    ),
    (
        "affiliate_block_first",
        "The affiliate block must come first on this page.",
        "Der Affiliate-Block muss auf dieser Seite an erster Stelle stehen.",
    ),
    (
        "amount_below_minimum",
        "The price is below the minimum for this product.",
        "Der Preis liegt unter dem Mindestpreis für dieses Produkt.",
    ),
    (
        "amount_below_minimum_charge",
        "The amount is below the smallest amount that can be charged.",
        "Der Betrag liegt unter dem kleinsten Betrag, der abgebucht werden kann.",
    ),
    (
        "amount_not_allowed",
        "This plan has a fixed price.",
        "Dieser Plan hat einen festen Preis.",
    ),
    (
        "amount_out_of_range",
        "This amount is too large.",
        "Dieser Betrag ist zu groß.",
    ),
    (
        "amount_too_precise",
        "This amount has too many decimal places for its currency.",
        "Dieser Betrag hat zu viele Nachkommastellen für seine Währung.",
    ),
    (
        "app_unavailable",
        "This part of Sellwerk cannot be reached right now. Please try again in a moment.",
        "Dieser Teil von Sellwerk ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.",
    ),
    (
        "archived",
        "The product is archived.",
        "Das Produkt ist archiviert.",
    ),
    (
        "banner_wrong_size",
        "A banner must be 1920 × 1080 pixels (16:9 at width 1920).",
        "Ein Banner muss 1920 × 1080 Pixel groß sein (16:9 bei 1920 Pixel Breite).",
    ),
    (
        "block_not_allowed_on_page",
        "This block cannot be used on this kind of page.",
        "Dieser Block ist auf dieser Seitenart nicht erlaubt.",
    ),
    (
        "bump_not_offered",
        "This product is not offered with this one.",
        "Dieses Produkt wird hier nicht zusätzlich angeboten.",
    ),
    (
        "bump_plan_unknown",
        "This pricing plan does not belong to the product.",
        "Dieser Zahlungsplan gehört nicht zum Produkt.",
    ),
    (
        "bump_product_unavailable",
        "This product cannot be offered as an order bump.",
        "Dieses Produkt kann nicht als Order Bump angeboten werden.",
    ),
    (
        "capacity_below_sold",
        "More tickets are already sold or reserved than this capacity.",
        "Es sind bereits mehr Tickets verkauft oder reserviert als diese Kapazität.",
    ),
    (
        "category_not_found",
        "This category does not exist.",
        "Diese Kategorie gibt es nicht.",
    ),
    (
        "certificate_not_earned",
        "Finish every lesson and pass every quiz of the course to get its certificate.",
        "Schließe alle Lektionen ab und bestehe alle Quizze des Kurses, um das Zertifikat zu bekommen.",
    ),
    (
        "certificate_not_found",
        "There is no such certificate.",
        "Dieses Zertifikat gibt es nicht.",
    ),
    (
        "code_count_out_of_range",
        "Choose between 1 and 1000 codes.",
        "Bitte zwischen 1 und 1000 Codes wählen.",
    ),
    (
        "code_length_out_of_range",
        "Codes have 6 to 16 characters.",
        "Codes haben 6 bis 16 Zeichen.",
    ),
    (
        "code_space_too_small",
        "Too many codes for this length: use longer codes.",
        "Zu viele Codes für diese Länge: längere Codes verwenden.",
    ),
    (
        "commission_out_of_range",
        "Each commission must be between 0 and 100 %.",
        "Jede Provision muss zwischen 0 und 100 % liegen.",
    ),
    (
        "commission_sum_out_of_range",
        "The commissions together must be more than 0 and at most 100 %.",
        "Die Provisionen zusammen müssen über 0 und höchstens 100 % betragen.",
    ),
    (
        "connect_account_taken",
        "This provider account is already connected to another shop.",
        "Dieses Anbieterkonto ist bereits mit einem anderen Shop verbunden.",
    ),
    (
        "connect_code_refused",
        "The provider did not accept this connection (it was used or is too old). Please connect again.",
        "Der Anbieter hat diese Verbindung nicht angenommen (sie wurde schon verwendet oder ist zu alt). Bitte verbinde erneut.",
    ),
    (
        "connect_state_expired",
        "This connection took too long. Please connect again.",
        "Diese Verbindung hat zu lange gedauert. Bitte verbinde erneut.",
    ),
    (
        "connect_state_foreign",
        "This connection was started from another account.",
        "Diese Verbindung wurde von einem anderen Konto aus begonnen.",
    ),
    (
        "connect_state_invalid",
        "This connection link is not valid. Please connect again.",
        "Dieser Verbindungslink ist ungültig. Bitte verbinde erneut.",
    ),
    (
        "connect_unavailable",
        "Connecting with the provider is not available here. Paste your keys instead.",
        "Die Verbindung über den Anbieter ist hier nicht verfügbar. Füge stattdessen deine Schlüssel ein.",
    ),
    (
        "consent_required",
        "Please confirm this to continue.",
        "Bitte bestätige das, um fortzufahren.",
    ),
    (
        "coupon_changed",
        "The coupon was used in the meantime: load it again and check your change.",
        "Der Gutschein wurde inzwischen genutzt: Bitte neu laden und die Änderung prüfen.",
    ),
    (
        "coupon_code_taken",
        "You already have a coupon with this code.",
        "Du hast bereits einen Gutschein mit diesem Code.",
    ),
    (
        "coupon_currency_mismatch",
        "This coupon is for another currency.",
        "Dieser Gutschein gilt für eine andere Währung.",
    ),
    (
        "coupon_expired",
        "This coupon has expired.",
        "Dieser Gutschein ist abgelaufen.",
    ),
    (
        "coupon_form_fixed",
        "A coupon's form (one code or generated codes) cannot be changed.",
        "Die Art eines Gutscheins (ein Code oder erzeugte Codes) lässt sich nicht ändern.",
    ),
    (
        "coupon_inactive",
        "This coupon is not active.",
        "Dieser Gutschein ist nicht aktiv.",
    ),
    (
        "coupon_limit_below_uses",
        "The limit cannot be lower than the number of orders that already used the coupon.",
        "Das Limit darf nicht unter der Zahl der Bestellungen liegen, die den Gutschein schon genutzt haben.",
    ),
    (
        "coupon_limit_reached",
        "This coupon has been used up.",
        "Dieser Gutschein ist aufgebraucht.",
    ),
    (
        "coupon_not_for_product",
        "This coupon does not apply to this product.",
        "Dieser Gutschein gilt nicht für dieses Produkt.",
    ),
    (
        "coupon_not_found",
        "This coupon does not exist.",
        "Diesen Gutschein gibt es nicht.",
    ),
    (
        "coupon_not_yet_valid",
        "This coupon is not valid yet.",
        "Dieser Gutschein gilt noch nicht.",
    ),
    (
        "coupon_used_fixed",
        "This coupon has been used, so its code and discount can no longer change.",
        "Dieser Gutschein wurde schon genutzt, daher lassen sich Code und Rabatt nicht mehr ändern.",
    ),
    (
        "course_access_blocked",
        "Your access to this course is blocked at the moment.",
        "Dein Zugang zu diesem Kurs ist gerade gesperrt.",
    ),
    (
        "course_not_found",
        "This course was not found among your purchases.",
        "Dieser Kurs ist nicht unter deinen Käufen.",
    ),
    (
        "cover_not_found",
        "This product has no such cover image.",
        "Dieses Titelbild gibt es für das Produkt nicht.",
    ),
    (
        "cross_site_request",
        "This site takes no changes sent from another site.",
        "Diese Seite nimmt keine Änderungen an, die von einer anderen Seite kommen.",
    ),
    (
        "currency_mismatch",
        "This is another currency.",
        "Das ist eine andere Währung.",
    ),
    (
        "custom_intervals_count_mismatch",
        "Enter one gap per payment after the first.",
        "Bitte einen Abstand pro Zahlung nach der ersten angeben.",
    ),
    (
        "cyrillic_not_allowed",
        "Please use Latin letters only.",
        "Bitte nur lateinische Buchstaben verwenden.",
    ),
    (
        "date_out_of_range",
        "A payment date falls outside the supported calendar.",
        "Ein Zahlungstermin liegt außerhalb des unterstützten Kalenders.",
    ),
    (
        "deletion_blocked",
        "The account cannot be deleted yet.",
        "Das Konto kann noch nicht gelöscht werden.",
    ),
    (
        "development_build",
        "This is a development build: it serves only this computer.",
        "Dies ist eine Entwicklungsversion, die nur diesen Rechner bedient.",
    ),
    (
        "document_changed",
        "The document was saved elsewhere at the same time. Load it again.",
        "Das Dokument wurde gleichzeitig woanders gespeichert. Lade es neu.",
    ),
    (
        "document_not_found",
        "This document does not exist.",
        "Dieses Dokument gibt es nicht.",
    ),
    (
        "duplicate_block_id",
        "Two blocks have the same id.",
        "Zwei Blöcke haben dieselbe ID.",
    ),
    (
        "duplicate_bump",
        "This product is already offered as an order bump.",
        "Dieses Produkt wird bereits als Order Bump angeboten.",
    ),
    (
        "duplicate_item",
        "This product is already included.",
        "Dieses Produkt ist bereits enthalten.",
    ),
    (
        "duplicate_method",
        "This payment method is listed twice.",
        "Diese Zahlungsart ist doppelt aufgeführt.",
    ),
    (
        "duplicate_product",
        "A product can be in the order only once.",
        "Ein Produkt kann nur einmal in der Bestellung sein.",
    ),
    (
        "email_exists",
        "An account with this e-mail address already exists.",
        "Zu dieser E-Mail-Adresse gibt es bereits ein Konto.",
    ),
    (
        "email_log_not_found",
        "This e-mail cannot be shown (the link is wrong, or the e-mail is no longer kept).",
        "Diese E-Mail kann nicht angezeigt werden (der Link ist falsch oder die E-Mail wird nicht mehr aufbewahrt).",
    ),
    (
        "email_not_confirmed",
        "Please confirm your e-mail address first: we sent you a link.",
        "Bitte bestätige zuerst deine E-Mail-Adresse: Wir haben dir einen Link geschickt.",
    ),
    (
        "ends_before_start",
        "The end must not be before the start.",
        "Das Ende darf nicht vor dem Beginn liegen.",
    ),
    (
        "exactly_one_main_item",
        "An order has exactly one main product.",
        "Eine Bestellung hat genau ein Hauptprodukt.",
    ),
    (
        "exactly_one_product",
        "Please choose exactly one product.",
        "Bitte genau ein Produkt wählen.",
    ),
    (
        "expired_access_token",
        "Your session has expired. Please sign in again.",
        "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
    ),
    (
        "expired_refresh_token",
        "Your session has expired. Please sign in again.",
        "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
    ),
    (
        "expired_token",
        "This link has expired. Please ask for a new one.",
        "Dieser Link ist abgelaufen. Bitte fordere einen neuen an.",
    ),
    (
        "export_not_found",
        "There is no such export.",
        "Diesen Export gibt es nicht.",
    ),
    (
        "export_not_ready",
        "This export is not finished yet.",
        "Dieser Export ist noch nicht fertig.",
    ),
    (
        "export_running",
        "An export of this kind is already running. Please wait until it is finished.",
        "Ein Export dieser Art läuft bereits. Bitte warten, bis er fertig ist.",
    ),
    (
        "export_too_large",
        "Too many rows for a direct download: start an export instead.",
        "Zu viele Zeilen für einen direkten Download: Bitte stattdessen einen Export starten.",
    ),
    (
        "file_not_found",
        "There is no such file.",
        "Diese Datei gibt es nicht.",
    ),
    (
        "file_too_large",
        "The file is too large (at most 100 MB).",
        "Die Datei ist zu groß (höchstens 100 MB).",
    ),
    (
        "filter_out_of_range",
        "This value is outside the allowed range.",
        "Dieser Wert liegt außerhalb des erlaubten Bereichs.",
    ),
    (
        "finish_registration",
        "Finish your profile to sell.",
        "Vervollständige dein Profil, um zu verkaufen.",
    ),
    (
        "font_not_uploaded",
        "Choose a font you uploaded to your media library.",
        "Wähle eine Schrift, die du in deine Mediathek hochgeladen hast.",
    ),
    (
        "font_too_large",
        "The font is too large (at most 2 MB).",
        "Die Schrift ist zu groß (höchstens 2 MB).",
    ),
    (
        "funnel_duplicate_product",
        "This product is offered by another step of the funnel already.",
        "Dieses Produkt wird schon in einem anderen Schritt des Funnels angeboten.",
    ),
    (
        "funnel_not_found",
        "There is no such funnel.",
        "Diesen Funnel gibt es nicht.",
    ),
    (
        "funnel_offer_not_found",
        "This offer does not exist or is no longer available.",
        "Dieses Angebot gibt es nicht oder nicht mehr.",
    ),
    (
        "funnel_offer_price_not_lower",
        "The offer price must be below the plan's own price.",
        "Der Angebotspreis muss unter dem Preis des Zahlungsplans liegen.",
    ),
    (
        "funnel_other_browser",
        "These offers can be answered only in the browser you paid in.",
        "Diese Angebote kannst du nur in dem Browser annehmen, in dem du bezahlt hast.",
    ),
    (
        "funnel_page_unavailable",
        "This page is not one of your published funnel pages.",
        "Diese Seite gehört nicht zu deinen veröffentlichten Funnel-Seiten.",
    ),
    (
        "funnel_plan_not_one_click",
        "Only a one-time plan with a fixed price can be taken with one click.",
        "Nur ein einmaliger Plan mit festem Preis kann mit einem Klick gekauft werden.",
    ),
    (
        "funnel_product_unavailable",
        "This product or plan is not one of your published products.",
        "Dieses Produkt oder dieser Plan gehört nicht zu deinen veröffentlichten Produkten.",
    ),
    (
        "funnel_run_ended",
        "This offer has ended; nothing was charged.",
        "Dieses Angebot ist abgelaufen; es wurde nichts berechnet.",
    ),
    (
        "funnel_step_decided",
        "This offer was answered already.",
        "Dieses Angebot wurde bereits beantwortet.",
    ),
    (
        "funnel_step_not_current",
        "This is not the current offer.",
        "Das ist nicht das aktuelle Angebot.",
    ),
    (
        "funnel_too_many_steps",
        "A funnel has at most 10 steps.",
        "Ein Funnel hat höchstens 10 Schritte.",
    ),
    (
        "funnel_without_steps",
        "A funnel needs at least one step to be activated.",
        "Ein Funnel braucht mindestens einen Schritt, um aktiviert zu werden.",
    ),
    (
        "has_access_password",
        "The product is private: buyers need its access password.",
        "Das Produkt ist privat: Käufer brauchen das Zugangspasswort.",
    ),
    (
        "iban_checksum",
        "This IBAN has a typo: its check digits do not match.",
        "Diese IBAN enthält einen Tippfehler: Die Prüfziffern stimmen nicht.",
    ),
    (
        "iban_wrong_length",
        "This IBAN has the wrong length for its country.",
        "Diese IBAN hat nicht die richtige Länge für ihr Land.",
    ),
    (
        "idempotency_key_in_progress",
        "This request is still being processed. Please wait a moment and try again.",
        "Diese Anfrage wird noch bearbeitet. Bitte einen Moment warten und erneut versuchen.",
    ),
    (
        "idempotency_key_invalid",
        "The request's Idempotency-Key is not valid: it needs 1 to 255 printable characters.",
        "Der Idempotency-Key der Anfrage ist ungültig: Er braucht 1 bis 255 druckbare Zeichen.",
    ),
    (
        "idempotency_key_required",
        "The request could not be sent safely. Please try again.",
        "Die Anfrage konnte nicht sicher gesendet werden. Bitte erneut versuchen.",
    ),
    (
        "idempotency_key_reused",
        "This request was already sent with other content. Please reload the page and try again.",
        "Diese Anfrage wurde schon mit anderem Inhalt gesendet. Bitte die Seite neu laden und erneut versuchen.",
    ),
    (
        "image_too_large",
        "The image is too large (at most 5 MB and 8000 pixels a side).",
        "Das Bild ist zu groß (höchstens 5 MB und 8000 Pixel je Seite).",
    ),
    (
        "image_too_small",
        "The image needs at least 100 pixels a side.",
        "Das Bild braucht mindestens 100 Pixel je Seite.",
    ),
    (
        "image_wrong_format",
        "This variant must be a WebP or JPEG image.",
        "Diese Variante muss ein WebP- oder JPEG-Bild sein.",
    ),
    (
        "image_wrong_size",
        "This variant does not have the exact size it needs.",
        "Diese Variante hat nicht genau die Größe, die sie braucht.",
    ),
    (
        "interval_not_offered",
        "This interval is not offered.",
        "Dieses Intervall wird nicht angeboten.",
    ),
    (
        "invalid_access_token",
        "Please sign in again.",
        "Bitte melde dich erneut an.",
    ),
    (
        "invalid_amount",
        "Please enter an amount such as 49.00.",
        "Bitte einen Betrag wie 49,00 eingeben.",
    ),
    (
        "invalid_answer",
        "This answer does not fit the question.",
        "Diese Antwort passt nicht zur Frage.",
    ),
    (
        "invalid_bic",
        "Please enter a valid BIC (8 or 11 characters).",
        "Bitte eine gültige BIC eingeben (8 oder 11 Zeichen).",
    ),
    (
        "invalid_block_type",
        "Unknown block type.",
        "Unbekannter Blocktyp.",
    ),
    (
        "invalid_business_type",
        "Please choose natural person or company.",
        "Bitte natürliche Person oder Unternehmen wählen.",
    ),
    (
        "invalid_class_name",
        "Use letters, digits, hyphens and underscores only.",
        "Nur Buchstaben, Ziffern, Binde- und Unterstriche verwenden.",
    ),
    (
        "invalid_color",
        "Please enter a colour such as #fff or #2196f3.",
        "Bitte eine Farbe wie #fff oder #2196f3 eingeben.",
    ),
    (
        "invalid_commission",
        "Please enter a percentage with at most two decimals.",
        "Bitte einen Prozentsatz mit höchstens zwei Nachkommastellen eingeben.",
    ),
    (
        "invalid_country",
        "Please choose a country.",
        "Bitte ein Land auswählen.",
    ),
    (
        "invalid_coupon_code",
        "Use letters, digits, - and _ only.",
        "Nur Buchstaben, Ziffern, - und _ verwenden.",
    ),
    (
        "invalid_credentials",
        "E-mail address or password is wrong.",
        "E-Mail-Adresse oder Passwort ist falsch.",
    ),
    (
        "invalid_currency",
        "Unknown currency.",
        "Unbekannte Währung.",
    ),
    (
        "invalid_date",
        "Please enter a valid date (DD.MM.YYYY).",
        "Bitte ein gültiges Datum eingeben (TT.MM.JJJJ).",
    ),
    (
        "invalid_date_time",
        "Enter a date and time as YYYY-MM-DDTHH:MM.",
        "Gib Datum und Uhrzeit als JJJJ-MM-TTTHH:MM ein.",
    ),
    (
        "invalid_email",
        "Please enter a valid e-mail address.",
        "Bitte eine gültige E-Mail-Adresse eingeben.",
    ),
    (
        "invalid_filter_value",
        "This filter value is not valid.",
        "Dieser Filterwert ist ungültig.",
    ),
    (
        "invalid_font_name",
        "Use a font name of letters, digits, spaces, hyphens and underscores (at most 64).",
        "Nutze einen Schriftnamen aus Buchstaben, Ziffern, Leerzeichen, Binde- und Unterstrichen (höchstens 64).",
    ),
    (
        "invalid_iban",
        "Please enter a valid IBAN.",
        "Bitte eine gültige IBAN eingeben.",
    ),
    (
        "invalid_input",
        "This input is not valid.",
        "Diese Eingabe ist ungültig.",
    ),
    (
        "invalid_interval",
        "Please enter an interval such as 1m, 2w or 1y.",
        "Bitte ein Intervall wie 1m, 2w oder 1y eingeben.",
    ),
    (
        "invalid_license_key",
        "A license key has 1 to 100 characters, without control characters.",
        "Ein Lizenzschlüssel hat 1 bis 100 Zeichen, ohne Steuerzeichen.",
    ),
    (
        "invalid_locale",
        "Please choose English or German.",
        "Bitte Englisch oder Deutsch wählen.",
    ),
    (
        "invalid_media_purpose",
        "Choose what the file is for: logo, banner, image or font.",
        "Wähle, wofür die Datei ist: Logo, Banner, Bild oder Schrift.",
    ),
    (
        "invalid_page_type",
        "Unknown page type.",
        "Unbekannte Seitenart.",
    ),
    (
        "invalid_phone",
        "Please enter a valid phone number.",
        "Bitte eine gültige Telefonnummer eingeben.",
    ),
    (
        "invalid_profile_type",
        "Please choose seller, publisher or buyer.",
        "Bitte Verkäufer, Publisher oder Käufer wählen.",
    ),
    (
        "invalid_provider_key",
        "This is not a key of this provider.",
        "Das ist kein Schlüssel dieses Anbieters.",
    ),
    (
        "invalid_refresh_token",
        "Please sign in again.",
        "Bitte melde dich erneut an.",
    ),
    (
        "invalid_setting",
        "This setting is not valid.",
        "Diese Einstellung ist ungültig.",
    ),
    (
        "invalid_settings",
        "These settings are not valid.",
        "Diese Einstellungen sind ungültig.",
    ),
    (
        "invalid_slug",
        "Use letters, digits and hyphens only.",
        "Nur Buchstaben, Ziffern und Bindestriche verwenden.",
    ),
    (
        "invalid_start",
        "Enter a moment such as 2026-01-31T10:00:00Z.",
        "Gib einen Zeitpunkt wie 2026-01-31T10:00:00Z ein.",
    ),
    (
        "invalid_start_day",
        "Please choose one of the days 1, 7, 14, 21, 28.",
        "Bitte einen der Tage 1, 7, 14, 21, 28 wählen.",
    ),
    (
        "invalid_subdomain",
        "Use lowercase letters and digits, separated by dots or hyphens.",
        "Kleinbuchstaben und Ziffern verwenden, getrennt durch Punkte oder Bindestriche.",
    ),
    (
        "invalid_tax_number_type",
        "Please choose the kind of tax number.",
        "Bitte die Art der Steuernummer wählen.",
    ),
    (
        "invalid_time",
        "Please enter a time as HH:MM.",
        "Bitte eine Uhrzeit im Format HH:MM eingeben.",
    ),
    (
        "invalid_time_zone",
        "This time zone is unknown.",
        "Diese Zeitzone ist unbekannt.",
    ),
    (
        "invalid_token",
        "This link is not valid or was already used.",
        "Dieser Link ist ungültig oder wurde bereits verwendet.",
    ),
    (
        "invalid_tracking_id",
        "This tracking id does not have the expected format.",
        "Diese Tracking-ID hat nicht das erwartete Format.",
    ),
    (
        "invalid_url",
        "Please enter a valid web address.",
        "Bitte eine gültige Webadresse eingeben.",
    ),
    (
        "invalid_vat",
        "Please enter a valid VAT ID.",
        "Ungültige USt-IdNr.",
    ),
    (
        "invalid_vat_exempt_reason",
        "Please choose why no VAT is charged.",
        "Bitte angeben, warum keine USt berechnet wird.",
    ),
    (
        "item_is_itself",
        "A product cannot include itself.",
        "Ein Produkt kann sich nicht selbst enthalten.",
    ),
    (
        "items_count_out_of_range",
        "An order has one main product and at most 3 order bumps.",
        "Eine Bestellung hat ein Hauptprodukt und höchstens 3 Order Bumps.",
    ),
    (
        "keys_mode_mismatch",
        "The keys are from different modes (test and live).",
        "Die Schlüssel gehören zu verschiedenen Modi (Test und Live).",
    ),
    (
        "length_required",
        "The upload did not say its size.",
        "Der Upload hat seine Größe nicht angegeben.",
    ),
    (
        "lesson_not_found",
        "This lesson does not exist.",
        "Diese Lektion gibt es nicht.",
    ),
    (
        "lesson_not_open",
        "This lesson is not open yet.",
        "Diese Lektion ist noch nicht freigeschaltet.",
    ),
    (
        "license_key_count_out_of_range",
        "Too many or too few keys requested.",
        "Zu viele oder zu wenige Schlüssel angefordert.",
    ),
    (
        "license_key_format",
        "The key format is not valid.",
        "Das Schlüsselformat ist ungültig.",
    ),
    (
        "license_key_format_size",
        "Each placeholder needs a size of at least 3.",
        "Jeder Platzhalter braucht eine Länge von mindestens 3.",
    ),
    (
        "license_key_format_type",
        "Use at least one placeholder: alphabetic, alphanumeric or numeric.",
        "Mindestens einen Platzhalter verwenden: alphabetisch, alphanumerisch oder numerisch.",
    ),
    (
        "license_key_space_too_small",
        "This format cannot make that many different keys.",
        "Mit diesem Format lassen sich nicht so viele verschiedene Schlüssel erzeugen.",
    ),
    (
        "limit_reached",
        "The sales limit is reached.",
        "Das Verkaufslimit ist erreicht.",
    ),
    (
        "link_expired",
        "This link has expired. The order overview has a fresh one.",
        "Dieser Link ist abgelaufen. Die Bestellübersicht enthält einen neuen.",
    ),
    (
        "link_invalid",
        "This link is not valid.",
        "Dieser Link ist ungültig.",
    ),
    (
        "logo_wrong_size",
        "A logo must be exactly 200 × 200 pixels.",
        "Ein Logo muss genau 200 × 200 Pixel groß sein.",
    ),
    (
        "malformed_json",
        "This request is not valid JSON.",
        "Diese Anfrage ist kein gültiges JSON.",
    ),
    (
        "media_in_use",
        "This file is still shown by one of your pages or your theme. Remove it there first, or delete it anyway.",
        "Diese Datei zeigt noch eine deiner Seiten oder dein Theme. Entferne sie dort zuerst oder lösche sie trotzdem.",
    ),
    (
        "media_not_found",
        "This file is not in your media library.",
        "Diese Datei ist nicht in deiner Mediathek.",
    ),
    (
        "media_quota_exceeded",
        "The media library is full: delete files you no longer use.",
        "Die Mediathek ist voll: Lösche Dateien, die du nicht mehr brauchst.",
    ),
    (
        "method_not_allowed",
        "This address does not take this kind of request.",
        "Diese Adresse nimmt diese Art von Anfrage nicht an.",
    ),
    (
        "misconfigured",
        "This service is not set up yet. Please try again later.",
        "Dieser Dienst ist noch nicht eingerichtet. Bitte später erneut versuchen.",
    ),
    (
        "missing_access_token",
        "Please sign in.",
        "Bitte melde dich an.",
    ),
    (
        "missing_refresh_token",
        "Please sign in.",
        "Bitte melde dich an.",
    ),
    (
        "must_be_positive",
        "The amount must be more than zero.",
        "Der Betrag muss größer als null sein.",
    ),
    (
        "negative_amount",
        "The amount cannot be negative.",
        "Der Betrag darf nicht negativ sein.",
    ),
    (
        "nested_not_allowed",
        "Memberships and bundles cannot include other memberships or bundles.",
        "Mitgliedschaften und Bundles können keine anderen Mitgliedschaften oder Bundles enthalten.",
    ),
    (
        "no_active_events",
        "The event has no active tickets.",
        "Die Veranstaltung hat keine aktiven Tickets.",
    ),
    (
        "no_active_payment_method",
        "No payment method is active.",
        "Keine Zahlungsart ist aktiv.",
    ),
    (
        "no_digitals",
        "Upload at least one file.",
        "Lade mindestens eine Datei hoch.",
    ),
    (
        "no_legal_documents",
        "Add your imprint, terms, privacy notice and cancellation terms before you publish (Settings → Legal texts has templates).",
        "Hinterlege Impressum, AGB, Datenschutzerklärung und Widerrufsbelehrung, bevor du veröffentlichst (Vorlagen unter Einstellungen → Rechtstexte).",
    ),
    (
        "no_pricing_plans",
        "Add at least one pricing plan.",
        "Füge mindestens einen Preisplan hinzu.",
    ),
    (
        "no_products",
        "Add at least one product to the bundle.",
        "Füge dem Bundle mindestens ein Produkt hinzu.",
    ),
    (
        "not_a_font",
        "Upload a WOFF2, WOFF, TTF or OTF font whose tables are complete.",
        "Lade eine WOFF2-, WOFF-, TTF- oder OTF-Schrift mit vollständigen Tabellen hoch.",
    ),
    (
        "not_active",
        "The product is not published.",
        "Das Produkt ist nicht veröffentlicht.",
    ),
    (
        "not_adult",
        "You must be at least 18 years old.",
        "Du musst mindestens 18 Jahre alt sein.",
    ),
    (
        "not_allowed",
        "This field is not allowed here.",
        "Dieses Feld ist hier nicht erlaubt.",
    ),
    (
        "not_allowed_for_all_products",
        "Choose no products for a coupon on all products.",
        "Bei „Alle Produkte“ keine Produkte auswählen.",
    ),
    (
        "not_allowed_for_one_time",
        "Not possible for a one-time payment.",
        "Bei einer Einmalzahlung nicht möglich.",
    ),
    (
        "not_allowed_for_recurring",
        "Not possible for recurring payments.",
        "Bei wiederkehrenden Zahlungen nicht möglich.",
    ),
    (
        "not_allowed_for_subscription",
        "Not possible for an open-ended subscription.",
        "Bei einem unbefristeten Abo nicht möglich.",
    ),
    (
        "not_an_image",
        "Upload a PNG, JPEG, GIF or WebP image.",
        "Lade ein PNG-, JPEG-, GIF- oder WebP-Bild hoch.",
    ),
    (
        "not_cancellable",
        "This payment cannot be cancelled.",
        "Diese Zahlung kann nicht gekündigt werden.",
    ),
    (
        "not_for_this_form",
        "This setting does not belong to this kind of product.",
        "Diese Einstellung gehört nicht zu dieser Produktart.",
    ),
    (
        "not_on_this_site",
        "This address is not served on this site.",
        "Diese Adresse gibt es auf dieser Seite nicht.",
    ),
    (
        "not_payable",
        "This payment cannot be paid now. The page shows where it stands.",
        "Diese Zahlung kann jetzt nicht bezahlt werden. Die Seite zeigt, wie sie steht.",
    ),
    (
        "not_refundable",
        "This order cannot be refunded: no money has moved, or it went back already.",
        "Diese Bestellung kann nicht erstattet werden: Es wurde kein Geld bewegt, oder es ging bereits zurück.",
    ),
    (
        "not_reviewed",
        "The product has not been reviewed yet.",
        "Das Produkt wurde noch nicht geprüft.",
    ),
    (
        "notification_not_found",
        "This notification does not exist.",
        "Diese Benachrichtigung gibt es nicht.",
    ),
    (
        "on_review",
        "The product is being reviewed.",
        "Das Produkt wird gerade geprüft.",
    ),
    (
        "options_not_allowed",
        "This kind of question takes no options.",
        "Diese Art von Frage hat keine Optionen.",
    ),
    (
        "options_required",
        "Add at least one option.",
        "Füge mindestens eine Option hinzu.",
    ),
    (
        "order_not_found",
        "There is no such order.",
        "Diese Bestellung gibt es nicht.",
    ),
    (
        "page_in_use",
        "A funnel shows this page on one of its steps. Choose another page for that step first.",
        "Ein Funnel zeigt diese Seite in einem seiner Schritte. Wähle dort zuerst eine andere Seite.",
    ),
    (
        "page_not_found",
        "This page does not exist.",
        "Diese Seite gibt es nicht.",
    ),
    (
        "page_path_taken",
        "The shop already has a page at this address.",
        "Der Shop hat unter dieser Adresse schon eine Seite.",
    ),
    (
        "password_too_long",
        "The password may have at most 40 characters.",
        "Das Passwort darf höchstens 40 Zeichen haben.",
    ),
    (
        "password_too_short",
        "The password needs at least 8 characters.",
        "Das Passwort braucht mindestens 8 Zeichen.",
    ),
    (
        "pay_what_you_want_one_time_only",
        "Pay what you want is only for one-time payments.",
        "„Zahle, was du willst“ gibt es nur bei Einmalzahlungen.",
    ),
    (
        "payload_too_large",
        "This request is too large.",
        "Diese Anfrage ist zu groß.",
    ),
    (
        "payment_declined",
        "The payment was declined. Please use another card or payment method.",
        "Die Zahlung wurde abgelehnt. Bitte eine andere Karte oder Zahlungsart verwenden.",
    ),
    (
        "payment_method_not_available",
        "This payment method is not available for this purchase.",
        "Diese Zahlungsart ist für diesen Kauf nicht verfügbar.",
    ),
    (
        "payment_not_found",
        "There is no such payment.",
        "Diese Zahlung gibt es nicht.",
    ),
    (
        "payments_count_out_of_range",
        "The number of payments must be between 2 and 24.",
        "Die Anzahl der Zahlungen muss zwischen 2 und 24 liegen.",
    ),
    (
        "paypal_merchant_id",
        "A PayPal merchant id has exactly 13 capital letters or digits.",
        "Eine PayPal-Händler-ID hat genau 13 Großbuchstaben oder Ziffern.",
    ),
    (
        "percent_out_of_range",
        "A percentage must be more than 0 and at most 100.",
        "Ein Prozentsatz muss über 0 und höchstens 100 sein.",
    ),
    ("price_incl_vat", "incl. VAT", "inkl. MwSt."),
    ("price_plus_vat", "plus VAT", "zzgl. MwSt."),
    (
        "pricing_plan_not_found",
        "There is no such pricing plan.",
        "Diesen Preisplan gibt es nicht.",
    ),
    (
        "product_not_found",
        "There is no such product.",
        "Dieses Produkt gibt es nicht.",
    ),
    (
        "product_password_invalid",
        "This password is not right.",
        "Dieses Passwort ist nicht richtig.",
    ),
    (
        "product_password_required",
        "This product is protected by a password.",
        "Dieses Produkt ist durch ein Passwort geschützt.",
    ),
    (
        "profile_name",
        "The name must have 2 to 40 characters.",
        "Der Name muss 2 bis 40 Zeichen haben.",
    ),
    (
        "profile_not_allowed",
        "This profile cannot open this page.",
        "Mit diesem Profil ist diese Seite nicht erreichbar.",
    ),
    (
        "profile_not_found",
        "You have no such profile.",
        "Du hast kein solches Profil.",
    ),
    (
        "provider_does_not_support_method",
        "This provider does not offer this payment method.",
        "Dieser Anbieter bietet diese Zahlungsart nicht an.",
    ),
    (
        "provider_in_use",
        "Enabled payment methods still use this provider: switch them to another provider first.",
        "Aktive Zahlungsarten nutzen diesen Anbieter noch: Bitte sie zuerst auf einen anderen Anbieter umstellen.",
    ),
    (
        "provider_keys_refused",
        "The provider refused these keys. Copy them again from the provider's dashboard.",
        "Der Anbieter hat diese Schlüssel abgelehnt. Kopiere sie erneut aus dem Dashboard des Anbieters.",
    ),
    (
        "provider_not_connected",
        "Connect this provider first.",
        "Verbinde zuerst diesen Anbieter.",
    ),
    (
        "provider_not_found",
        "There is no such provider.",
        "Diesen Anbieter gibt es nicht.",
    ),
    (
        "provider_refused",
        "The payment provider refused this request. Please try again later.",
        "Der Zahlungsanbieter hat diese Anfrage abgelehnt. Bitte später erneut versuchen.",
    ),
    (
        "provider_unreachable",
        "The provider could not be reached to check the keys. Please try again in a moment.",
        "Der Anbieter war zur Prüfung der Schlüssel nicht erreichbar. Bitte versuche es gleich noch einmal.",
    ),
    (
        "quiz_attempts_exhausted",
        "You have used every attempt of this quiz.",
        "Du hast alle Versuche für dieses Quiz aufgebraucht.",
    ),
    (
        "quiz_not_found",
        "This lesson has no quiz.",
        "Diese Lektion hat kein Quiz.",
    ),
    (
        "quiz_not_passed",
        "Pass this lesson's quiz first, then mark it as finished.",
        "Bestehe zuerst das Quiz dieser Lektion, dann kannst du sie als abgeschlossen markieren.",
    ),
    (
        "quiz_options_out_of_range",
        "A quiz question has 2 to 10 options.",
        "Eine Quizfrage hat 2 bis 10 Antworten.",
    ),
    (
        "quote_changed",
        "The price has changed.",
        "Der Preis hat sich geändert.",
    ),
    (
        "quote_only",
        "A purchase is made now; another moment can only be previewed.",
        "Gekauft wird jetzt; ein anderer Zeitpunkt ist nur in der Vorschau möglich.",
    ),
    (
        "range_not_satisfiable",
        "The requested part of the file does not exist.",
        "Der angefragte Teil der Datei existiert nicht.",
    ),
    (
        "rate_limited",
        "Too many attempts. Please retry later.",
        "Zu viele Versuche. Bitte versuche es später erneut.",
    ),
    (
        "rate_not_found",
        "There is no such payment in this plan.",
        "Diese Zahlung gibt es in diesem Plan nicht.",
    ),
    (
        "rates_count_mismatch",
        "Enter one amount per payment.",
        "Bitte einen Betrag pro Zahlung angeben.",
    ),
    (
        "rates_replace_first_and_next",
        "Use either one amount per payment or first and further payments.",
        "Entweder einen Betrag pro Zahlung oder erste und weitere Zahlungen angeben.",
    ),
    (
        "refund_amount_not_positive",
        "A refund must be more than zero.",
        "Eine Erstattung muss größer als null sein.",
    ),
    (
        "refund_exceeds_paid",
        "A refund can give back at most what was paid and not refunded yet.",
        "Eine Erstattung kann höchstens zurückgeben, was bezahlt und noch nicht erstattet wurde.",
    ),
    (
        "required",
        "This field is required.",
        "Dieses Feld ist erforderlich.",
    ),
    (
        "review_not_valid",
        "The review found the product not valid.",
        "Die Prüfung hat das Produkt als ungültig bewertet.",
    ),
    (
        "review_rejected",
        "The review rejected the product.",
        "Die Prüfung hat das Produkt abgelehnt.",
    ),
    (
        "route_not_found",
        "There is nothing at this address.",
        "Unter dieser Adresse gibt es nichts.",
    ),
    (
        "script_not_allowed",
        "Scripts are not allowed here.",
        "Skripte sind hier nicht erlaubt.",
    ),
    (
        "server_error",
        "Something went wrong on our side. Please try again.",
        "Bei uns ist etwas schiefgegangen. Bitte erneut versuchen.",
    ),
    (
        "shop_not_found",
        "There is no such shop.",
        "Diesen Shop gibt es nicht.",
    ),
    (
        "sign_in_by_mail",
        "This page cannot sign you in: use the sign-in link we sent to the order's e-mail address, or ask for a new one.",
        "Diese Seite kann dich nicht anmelden: Nutze den Anmeldelink, den wir an die E-Mail-Adresse der Bestellung geschickt haben, oder fordere einen neuen an.",
    ),
    (
        "site_not_found",
        "This address belongs to no Sellwerk site.",
        "Diese Adresse gehört zu keiner Sellwerk-Seite.",
    ),
    (
        "sold_out",
        "Sorry, this is sold out.",
        "Leider ist das ausverkauft.",
    ),
    (
        "start_day_needs_monthly_interval",
        "A fixed day needs a monthly or yearly interval.",
        "Ein fester Tag braucht ein monatliches oder jährliches Intervall.",
    ),
    (
        "ticket_expired",
        "This event is already over.",
        "Diese Veranstaltung ist bereits vorbei.",
    ),
    (
        "ticket_not_admissible",
        "This ticket cannot be admitted: it was used, refunded or invalidated.",
        "Mit diesem Ticket ist kein Einlass möglich: Es wurde schon benutzt, erstattet oder ungültig gemacht.",
    ),
    (
        "ticket_not_found",
        "This ticket does not exist (any more).",
        "Dieses Ticket gibt es nicht (mehr).",
    ),
    (
        "ticket_sold",
        "Tickets of this kind were sold; it stays for its buyers.",
        "Von diesem Ticket wurden bereits welche verkauft; es bleibt für die Käufer bestehen.",
    ),
    (
        "time_zone_not_found",
        "There is no such time zone.",
        "Diese Zeitzone gibt es nicht.",
    ),
    (
        "too_long",
        "This text is too long.",
        "Dieser Text ist zu lang.",
    ),
    (
        "too_many_blocks",
        "This page has too many blocks.",
        "Diese Seite hat zu viele Blöcke.",
    ),
    (
        "too_many_bumps",
        "This layout shows fewer order bumps.",
        "Dieses Layout zeigt weniger Order Bumps.",
    ),
    (
        "too_many_cancellation_terms",
        "You can keep at most 20 sets of cancellation terms.",
        "Du kannst höchstens 20 Widerrufsbelehrungen anlegen.",
    ),
    (
        "too_many_chapters",
        "At most 100 chapters.",
        "Höchstens 100 Kapitel.",
    ),
    (
        "too_many_items",
        "At most 100 products.",
        "Höchstens 100 Produkte.",
    ),
    (
        "too_many_lessons",
        "At most 300 lessons per chapter.",
        "Höchstens 300 Lektionen pro Kapitel.",
    ),
    (
        "too_many_options",
        "A question has at most 30 options.",
        "Eine Frage hat höchstens 30 Optionen.",
    ),
    (
        "too_many_questions",
        "A ticket has at most 20 questions.",
        "Ein Ticket hat höchstens 20 Fragen.",
    ),
    (
        "too_many_quiz_questions",
        "A quiz has at most 50 questions.",
        "Ein Quiz hat höchstens 50 Fragen.",
    ),
    (
        "too_many_tiers",
        "At most 5 commission tiers.",
        "Höchstens 5 Provisionsstufen.",
    ),
    (
        "too_many_tracking_codes",
        "At most 20 tracking codes.",
        "Höchstens 20 Tracking-Codes.",
    ),
    (
        "tracking_code_not_found",
        "This tracking code does not exist.",
        "Diesen Tracking-Code gibt es nicht.",
    ),
    (
        "transition_not_allowed",
        "This is not possible in the current state.",
        "Das ist im aktuellen Status nicht möglich.",
    ),
    (
        "trial_not_allowed",
        "Only subscriptions can have a trial.",
        "Nur Abos können einen Testzeitraum haben.",
    ),
    (
        "unknown_event",
        "This step does not exist.",
        "Diesen Schritt gibt es nicht.",
    ),
    (
        "unknown_filter",
        "This list cannot be filtered or sorted that way.",
        "Diese Liste lässt sich so nicht filtern oder sortieren.",
    ),
    (
        "unknown_locale",
        "This language or region is not supported.",
        "Diese Sprache oder Region wird nicht unterstützt.",
    ),
    (
        "unknown_machine",
        "There is no such process.",
        "Diesen Ablauf gibt es nicht.",
    ),
    (
        "unknown_placeholder",
        "Use only the listed placeholders, written {{name}}.",
        "Verwende nur die aufgeführten Platzhalter in der Form {{name}}.",
    ),
    (
        "unknown_rule",
        "There is no such rule.",
        "Diese Regel gibt es nicht.",
    ),
    (
        "unknown_state",
        "There is no such status.",
        "Diesen Status gibt es nicht.",
    ),
    (
        "unreadable_body",
        "The request's content could not be read.",
        "Der Inhalt der Anfrage konnte nicht gelesen werden.",
    ),
    (
        "unsubscribe_not_found",
        "This unsubscribe link is not valid.",
        "Dieser Abmeldelink ist ungültig.",
    ),
    (
        "upload_incomplete",
        "Parts of the file are still missing.",
        "Teile der Datei fehlen noch.",
    ),
    (
        "upload_not_found",
        "This upload does not exist (any more).",
        "Diesen Upload gibt es nicht (mehr).",
    ),
    (
        "username_exists",
        "This username is already taken.",
        "Dieser Benutzername ist bereits vergeben.",
    ),
    (
        "username_invalid",
        "Use lowercase letters, digits, hyphens and underscores, starting with a letter or digit.",
        "Kleinbuchstaben, Ziffern, Binde- und Unterstriche verwenden, beginnend mit Buchstabe oder Ziffer.",
    ),
    (
        "username_too_big",
        "The username may have at most 30 characters.",
        "Der Benutzername darf höchstens 30 Zeichen haben.",
    ),
    (
        "username_too_small",
        "The username needs at least 3 characters.",
        "Der Benutzername braucht mindestens 3 Zeichen.",
    ),
    (
        "vat_bad_check_digit",
        "The check digits of this VAT ID do not match: a digit is probably mistyped.",
        "Die Prüfziffer dieser USt-IdNr. stimmt nicht: wahrscheinlich ist eine Ziffer vertippt.",
    ),
    (
        "vat_bad_format",
        "This VAT ID has the wrong length or characters for its country (a German one is DE and 9 digits).",
        "Diese USt-IdNr. hat für ihr Land die falsche Länge oder falsche Zeichen (eine deutsche: DE und 9 Ziffern).",
    ),
    (
        "vat_country_mismatch",
        "This VAT id belongs to another country.",
        "Diese USt-IdNr. gehört zu einem anderen Land.",
    ),
    (
        "vat_id_needs_business",
        "Only a business can give a VAT ID.",
        "Nur Unternehmen können eine USt-IdNr. angeben.",
    ),
    (
        "vat_note_educational",
        "No VAT is charged: exempt educational service.",
        "Keine Umsatzsteuer: steuerfreie Bildungsleistung.",
    ),
    (
        "vat_note_other",
        "No VAT is charged.",
        "Es wird keine Umsatzsteuer berechnet.",
    ),
    (
        "vat_note_outside_eu",
        "Not taxable in the EU.",
        "In der EU nicht steuerbar.",
    ),
    (
        "vat_note_regulated_profession",
        "No VAT is charged: exempt regulated profession.",
        "Keine Umsatzsteuer: steuerfreier Heilberuf oder Kammerberuf.",
    ),
    (
        "vat_note_reverse_charge",
        "Reverse charge: VAT is accounted for by the recipient.",
        "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).",
    ),
    (
        "vat_note_small_business",
        "No VAT is charged: small business exemption.",
        "Keine Umsatzsteuer: Kleinunternehmerregelung.",
    ),
    (
        "vat_unknown_prefix",
        "A VAT ID starts with the code of its EU country or Switzerland, such as DE, ATU or CHE.",
        "Eine USt-IdNr. beginnt mit dem Kürzel ihres EU-Landes oder der Schweiz, etwa DE, ATU oder CHE.",
    ),
    (
        "webhook_invalid",
        "This event's signature or content is not valid.",
        "Signatur oder Inhalt dieses Ereignisses sind ungültig.",
    ),
    (
        "webhook_not_found",
        "There is no shop for this webhook.",
        "Zu diesem Webhook gibt es keinen Shop.",
    ),
    (
        "wrong_product_form",
        "This product's form has no such step.",
        "Diese Produktart hat diesen Schritt nicht.",
    ),
];

/// Every code the edge answers with that it names itself (an error's
/// `code`, a problem the edge finds, besides those core's rules report):
/// the edge's test `every_code_the_edge_answers_has_a_message` reads the
/// edge's source and fails when a code there is missing here, or one here
/// is no longer answered. An error's `message` is this table's English
/// text for its code (spec section 8), so each needs its texts.
pub const EDGE_KEYS: &[&str] = &[
    "action_not_allowed",
    "app_unavailable",
    "capacity_below_sold",
    "category_not_found",
    "certificate_not_earned",
    "certificate_not_found",
    "code_count_out_of_range",
    "connect_account_taken",
    "connect_code_refused",
    "connect_state_expired",
    "connect_state_foreign",
    "connect_state_invalid",
    "connect_unavailable",
    "coupon_changed",
    "coupon_code_taken",
    "coupon_limit_reached",
    "coupon_not_found",
    "course_access_blocked",
    "course_not_found",
    "cover_not_found",
    "cross_site_request",
    "development_build",
    "document_changed",
    "document_not_found",
    "email_exists",
    "email_log_not_found",
    "email_not_confirmed",
    "expired_refresh_token",
    "expired_token",
    "export_not_found",
    "export_not_ready",
    "export_running",
    "export_too_large",
    "file_not_found",
    "file_too_large",
    "font_not_uploaded",
    "funnel_not_found",
    "funnel_offer_not_found",
    "funnel_other_browser",
    "funnel_page_unavailable",
    "funnel_product_unavailable",
    "funnel_run_ended",
    "funnel_step_not_current",
    "idempotency_key_in_progress",
    "idempotency_key_invalid",
    "idempotency_key_required",
    "idempotency_key_reused",
    "image_too_large",
    "invalid_credentials",
    "invalid_input",
    "invalid_locale",
    "invalid_media_purpose",
    "invalid_page_type",
    "invalid_profile_type",
    "invalid_refresh_token",
    "invalid_setting",
    "invalid_slug",
    "invalid_token",
    "keys_mode_mismatch",
    "length_required",
    "lesson_not_found",
    "lesson_not_open",
    "link_expired",
    "link_invalid",
    "malformed_json",
    "media_in_use",
    "media_not_found",
    "method_not_allowed",
    "misconfigured",
    "missing_access_token",
    "missing_refresh_token",
    "not_cancellable",
    "not_on_this_site",
    "not_payable",
    "not_refundable",
    "notification_not_found",
    "order_not_found",
    "page_in_use",
    "page_not_found",
    "page_path_taken",
    "payload_too_large",
    "payment_declined",
    "payment_method_not_available",
    "payment_not_found",
    "pricing_plan_not_found",
    "product_not_found",
    "product_password_invalid",
    "product_password_required",
    "profile_not_allowed",
    "profile_not_found",
    "provider_in_use",
    "provider_keys_refused",
    "provider_not_connected",
    "provider_not_found",
    "provider_refused",
    "provider_unreachable",
    "quiz_attempts_exhausted",
    "quiz_not_found",
    "quiz_not_passed",
    "quote_changed",
    "quote_only",
    "range_not_satisfiable",
    "rate_limited",
    "rate_not_found",
    "refund_exceeds_paid",
    "required",
    "route_not_found",
    "server_error",
    "shop_not_found",
    "sign_in_by_mail",
    "site_not_found",
    "sold_out",
    "ticket_expired",
    "ticket_not_admissible",
    "ticket_not_found",
    "ticket_sold",
    "time_zone_not_found",
    "too_long",
    "too_many_bumps",
    "too_many_cancellation_terms",
    "too_many_tracking_codes",
    "tracking_code_not_found",
    "transition_not_allowed",
    "unreadable_body",
    "unsubscribe_not_found",
    "upload_incomplete",
    "upload_not_found",
    "username_exists",
    "webhook_invalid",
    "webhook_not_found",
    "wrong_product_form",
];

/// Every key core reports, by the module that reports it, and the edge's
/// own codes ([`EDGE_KEYS`]).
pub const REPORTED: &[(&str, &[&str])] = &[
    ("auth", crate::auth::KEYS),
    ("builder", crate::builder::KEYS),
    ("catalog", crate::catalog::KEYS),
    ("checkout", crate::checkout::KEYS),
    ("coupon", crate::coupon::KEYS),
    ("course", crate::course::KEYS),
    ("edge", EDGE_KEYS),
    ("format", crate::format::KEYS),
    ("funnels", crate::funnels::KEYS),
    ("image", crate::image::KEYS),
    ("legal", crate::legal::KEYS),
    ("lists", crate::lists::KEYS),
    ("media", crate::media::KEYS),
    ("money", crate::money::KEYS),
    ("orders", crate::orders::KEYS),
    ("pricing", crate::pricing::KEYS),
    ("problem", crate::problem::KEYS),
    ("render::font", crate::render::font::KEYS),
    ("product", crate::product::KEYS),
    ("providers", crate::providers::KEYS),
    ("schedule", crate::schedule::KEYS),
    ("setup", crate::setup::KEYS),
    ("states", crate::states::KEYS),
    ("tax", crate::tax::KEYS),
    ("ticket", crate::ticket::KEYS),
    ("tracking", crate::tracking::KEYS),
    ("validation", crate::validation::KEYS),
    ("vat_id", crate::vat_id::KEYS),
    ("zones", crate::zones::KEYS),
];

/// Every key core reports (a key reported by several modules repeats).
pub fn reported_keys() -> impl Iterator<Item = &'static str> {
    REPORTED.iter().flat_map(|(_, keys)| keys.iter().copied())
}

/// Whether some module of core lists `key` among the keys it reports.
pub fn is_reported(key: &str) -> bool {
    reported_keys().any(|k| k == key)
}

/// The text for `key` in `language`, if core has one.
pub fn message(key: &str, language: Language) -> Option<&'static str> {
    let i = MESSAGES.binary_search_by(|(k, _, _)| (*k).cmp(key)).ok()?;
    MESSAGES.get(i).map(|(_, en, de)| match language {
        Language::En => *en,
        Language::De => *de,
    })
}

/// Every key core has a text for, sorted.
pub fn keys() -> impl Iterator<Item = &'static str> {
    MESSAGES.iter().map(|(k, _, _)| *k)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn keys_are_sorted_and_unique_so_lookup_finds_each() {
        let keys: Vec<&str> = keys().collect();
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(keys, sorted);
        for (k, en, de) in MESSAGES {
            assert_eq!(message(k, Language::En), Some(*en));
            assert_eq!(message(k, Language::De), Some(*de));
            assert!(!en.is_empty() && !de.is_empty(), "{k}");
        }
        assert_eq!(message("no_such_key", Language::En), None);
    }

    #[test]
    fn every_key_core_reports_has_both_texts() {
        let mut missing = Vec::new();
        for (module, keys) in REPORTED {
            for key in *keys {
                for language in [Language::En, Language::De] {
                    if message(key, language).is_none_or(str::is_empty) {
                        missing.push(format!("{module}: {key} ({language:?})"));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "keys without a message: {missing:?}");
        assert!(reported_keys().count() > 150);
        assert!(is_reported("coupon_expired") && is_reported("not_payable"));
        assert!(!is_reported("no_such_key"));
    }

    /// The edge's own codes are one sorted list without twins, each with
    /// both texts (checked above with every module's keys), among them the
    /// ones the web once had to word itself.
    #[test]
    fn edge_keys_are_sorted_and_worded() {
        let mut sorted = EDGE_KEYS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(EDGE_KEYS, sorted.as_slice());
        for key in [
            "sold_out",
            "quote_changed",
            "rate_limited",
            "order_not_found",
            "idempotency_key_reused",
            "misconfigured",
            "server_error",
        ] {
            assert!(EDGE_KEYS.contains(&key), "{key}");
            let en = message(key, Language::En).unwrap();
            let de = message(key, Language::De).unwrap();
            assert_ne!(en, de, "{key}: the German text is the English one");
            assert!(en.ends_with('.') && de.ends_with('.'), "{key}: a sentence");
        }
    }

    /// The code of every variant of every error type core's rules answer
    /// with is a listed key. The matches are exhaustive, so a new variant
    /// does not compile until it is added here.
    #[test]
    #[allow(clippy::too_many_lines)] // one list of every variant
    fn every_error_code_is_a_listed_key() {
        use crate::auth::AccessError;
        use crate::coupon::CouponRejection;
        use crate::format::{FormatError, Malformed};
        use crate::money::MoneyError;
        use crate::pricing::IntervalError;
        use crate::product::ProductWarning as W;
        use crate::schedule::ScheduleError;
        use crate::states::{DeletionBlocker, Refusal, TransitionError};
        use crate::tax::{ExemptReason, VatDecision, VatStatus, VatTreatment};
        use crate::vat_id::VatIdError;
        use crate::{Country, Currency};

        let mut codes: Vec<&'static str> = Vec::new();
        for e in [
            AccessError::Missing,
            AccessError::Invalid,
            AccessError::Expired,
        ] {
            match e {
                AccessError::Missing | AccessError::Invalid | AccessError::Expired => {}
            }
            codes.push(e.code());
        }
        for e in [
            CouponRejection::Inactive,
            CouponRejection::NotYetValid,
            CouponRejection::Expired,
            CouponRejection::LimitReached,
            CouponRejection::NotForProduct,
            CouponRejection::CurrencyMismatch,
        ] {
            match e {
                CouponRejection::Inactive
                | CouponRejection::NotYetValid
                | CouponRejection::Expired
                | CouponRejection::LimitReached
                | CouponRejection::NotForProduct
                | CouponRejection::CurrencyMismatch => {}
            }
            codes.push(e.code());
        }
        let eur = Currency::parse("EUR").unwrap();
        let usd = Currency::parse("USD").unwrap();
        for e in [
            FormatError::InvalidAmount {
                input: "x".into(),
                reason: Malformed::Empty,
            },
            FormatError::TooPrecise {
                input: "1.005".into(),
                currency: eur,
                minor_units: 2,
            },
            FormatError::OutOfRange("9".into()),
            FormatError::CurrencyMismatch {
                expected: eur,
                found: usd,
            },
            FormatError::UnknownLocale("xx".into()),
        ] {
            match &e {
                FormatError::InvalidAmount { .. }
                | FormatError::TooPrecise { .. }
                | FormatError::OutOfRange(_)
                | FormatError::CurrencyMismatch { .. }
                | FormatError::UnknownLocale(_) => {}
            }
            codes.push(e.code());
        }
        for e in [
            MoneyError::NotADecimal("x".into()),
            MoneyError::TooPrecise {
                amount: "1.005".into(),
                currency: eur,
                minor_units: 2,
            },
            MoneyError::CurrencyMismatch(eur, usd),
            MoneyError::Overflow,
        ] {
            match &e {
                MoneyError::NotADecimal(_)
                | MoneyError::TooPrecise { .. }
                | MoneyError::CurrencyMismatch(..)
                | MoneyError::Overflow => {}
            }
            codes.push(e.code());
        }
        for e in [
            IntervalError::Malformed("x".into()),
            IntervalError::NotOffered("5d".into()),
        ] {
            match &e {
                IntervalError::Malformed(_) | IntervalError::NotOffered(_) => {}
            }
            codes.push(e.code());
        }
        for w in [
            W::NoActivePaymentMethod,
            W::NoPricingPlans,
            W::LimitReached,
            W::ReviewRejected,
            W::ReviewNotValid,
            W::OnReview,
            W::NotReviewed,
            W::NotActive,
            W::NoActiveEvents,
            W::NoDigitals,
            W::NoProducts,
            W::FinishRegistration,
            W::Archived,
            W::HasAccessPassword,
            W::NoLegalDocuments,
        ] {
            match w {
                W::NoActivePaymentMethod
                | W::NoPricingPlans
                | W::LimitReached
                | W::ReviewRejected
                | W::ReviewNotValid
                | W::OnReview
                | W::NotReviewed
                | W::NotActive
                | W::NoActiveEvents
                | W::NoDigitals
                | W::NoProducts
                | W::FinishRegistration
                | W::Archived
                | W::HasAccessPassword
                | W::NoLegalDocuments => {}
            }
            codes.push(w.code());
        }
        for e in [
            ScheduleError::InvalidStart("x".into()),
            ScheduleError::UnknownTimeZone("x".into()),
            ScheduleError::OutOfRange,
        ] {
            match &e {
                ScheduleError::InvalidStart(_)
                | ScheduleError::UnknownTimeZone(_)
                | ScheduleError::OutOfRange => {}
            }
            codes.push(e.code());
        }
        for refusal in [
            Refusal::NotAllowed,
            Refusal::AdminOnly,
            Refusal::DeletionBlocked(vec![DeletionBlocker::ActiveOrders]),
        ] {
            match &refusal {
                Refusal::NotAllowed | Refusal::AdminOnly | Refusal::DeletionBlocked(_) => {}
            }
            let e = TransitionError {
                machine: "account",
                from: "active",
                event: "delete",
                refusal,
            };
            codes.push(e.code());
        }
        let de = Country::parse("DE").unwrap();
        let at = Country::parse("AT").unwrap();
        for e in [
            VatIdError::Empty,
            VatIdError::UnknownPrefix("XX".into()),
            VatIdError::NotForCountry {
                expected: de,
                found: at,
            },
            VatIdError::BadFormat { country: de },
            VatIdError::BadCheckDigit { country: de },
        ] {
            match &e {
                VatIdError::Empty
                | VatIdError::UnknownPrefix(_)
                | VatIdError::NotForCountry { .. }
                | VatIdError::BadFormat { .. }
                | VatIdError::BadCheckDigit { .. } => {}
            }
            codes.push(e.code());
        }
        let reasons = [
            ExemptReason::SmallBusiness,
            ExemptReason::Educational,
            ExemptReason::RegulatedProfession,
            ExemptReason::Other,
        ];
        for treatment in [
            VatTreatment::Domestic,
            VatTreatment::EuDestination,
            VatTreatment::ReverseCharge,
            VatTreatment::OutsideEu,
            VatTreatment::SellerExempt,
            VatTreatment::SellerOutsideEu,
        ] {
            match treatment {
                VatTreatment::Domestic
                | VatTreatment::EuDestination
                | VatTreatment::ReverseCharge
                | VatTreatment::OutsideEu
                | VatTreatment::SellerExempt
                | VatTreatment::SellerOutsideEu => {}
            }
            let decision = VatDecision {
                rate_percent: rust_decimal::Decimal::ZERO,
                treatment,
                consumer_rate_percent: rust_decimal::Decimal::ZERO,
            };
            for status in reasons
                .iter()
                .map(|r| VatStatus::Exempt(*r))
                .chain([VatStatus::VatPayer])
            {
                codes.extend(decision.note_key(status));
            }
        }
        for reason in reasons {
            match reason {
                ExemptReason::SmallBusiness
                | ExemptReason::Educational
                | ExemptReason::RegulatedProfession
                | ExemptReason::Other => {}
            }
            codes.push(reason.note_key());
        }
        let unlisted: Vec<&str> = codes.into_iter().filter(|c| !is_reported(c)).collect();
        assert!(unlisted.is_empty(), "codes no module lists: {unlisted:?}");
    }

    /// Texts that name a rule's numbers name core's numbers.
    #[test]
    fn texts_name_the_rules_numbers() {
        use crate::pricing::{MAX_PAYMENTS, MIN_PAYMENTS, RECURRING_START_DAYS};
        let numbers = |text: &str| -> Vec<u32> {
            text.split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse().ok())
                .collect()
        };
        let days: Vec<u32> = RECURRING_START_DAYS.iter().map(|&d| u32::from(d)).collect();
        let bumps = u32::try_from(crate::setup::MAX_BUMPS).unwrap();
        for language in [Language::En, Language::De] {
            let count = message("payments_count_out_of_range", language).unwrap();
            assert_eq!(numbers(count), [MIN_PAYMENTS, MAX_PAYMENTS], "{count}");
            let day = message("invalid_start_day", language).unwrap();
            assert_eq!(numbers(day), days, "{day}");
            let items = message("items_count_out_of_range", language).unwrap();
            assert_eq!(numbers(items), [bumps], "{items}");
        }
    }

    #[test]
    fn language_tags() {
        for (tag, lang) in [
            ("de", Language::De),
            ("de-AT", Language::De),
            ("DE_ch", Language::De),
            ("en-GB", Language::En),
            ("fr", Language::En),
            ("", Language::En),
        ] {
            assert_eq!(Language::from_tag(tag), lang, "{tag}");
        }
        assert_eq!(
            message("required", Language::De),
            Some("Dieses Feld ist erforderlich.")
        );
    }

    /// Every key the validators report for a broad corpus of inputs has
    /// both texts: a new key without a message fails here.
    #[test]
    #[allow(clippy::too_many_lines)] // one corpus, listed in full
    fn every_key_the_validators_report_has_both_texts() {
        let texts = [
            "",
            " ",
            "x",
            "ab",
            "demo",
            "a@b",
            "a b@c.de",
            "ftp://x",
            "javascript:alert(1)",
            "<script>",
            "Привет",
            "#ggg",
            "DE0",
            "DE89370400440532013001",
            "DE8937040044053201300",
            "DEUT",
            "25:61",
            "31.02.2001",
            "01.01.2019",
            "13.2020",
            "99999",
            "bad slug!",
            "UPPER.sub",
            "class name",
            "{numeric:2}",
            "plain",
            "KEY-{x:5}",
            "x".repeat(50).as_str(),
            "1.234",
            "-5",
            "abc",
            "12345678901234",
        ]
        .map(str::to_owned);
        let mut requests: Vec<serde_json::Value> = Vec::new();
        for rule in crate::validation::RULES {
            for t in &texts {
                requests.push(serde_json::json!({"rule": rule, "input": t, "today": "2026-06-01"}));
            }
        }
        for kind in [
            "google_analytics",
            "google_analytics_4",
            "google_tag_manager",
            "facebook_pixel",
        ] {
            requests.push(
                serde_json::json!({"rule": "tracking_id", "input": {"kind": kind, "value": "x"}}),
            );
        }
        for kind in [
            "rate",
            "vat",
            "threshold",
            "charges_count",
            "overdue",
            "year",
            "month",
        ] {
            requests.push(serde_json::json!({"rule": "filter_range", "input": {"kind": kind, "value": "99999"}}));
            requests.push(
                serde_json::json!({"rule": "filter_range", "input": {"kind": kind, "value": "x"}}),
            );
        }
        requests.push(serde_json::json!({"rule": "commission_tiers", "input": ["101", "1.234", "x", "0", "0", "0"]}));
        requests.push(serde_json::json!({"rule": "commission_tiers", "input": ["80", "80"]}));
        requests.push(serde_json::json!({"rule": "license_keys", "input": {"format": "{numeric:3}", "count": 5000, "seed": 1}}));
        requests.push(serde_json::json!({"rule": "business_step", "input": {"business_type": "x", "phone": "x", "country_code": "XX", "birthday": "01.01.2020", "birthday_required": true, "tax_number_type": "x", "vat_payer": false, "vat_exempt_reason": "x", "vat_number": "DE1"}}));
        requests.push(serde_json::json!({"rule": "business_step", "input": {"business_type": "entity", "country_code": "AT"}}));
        requests.push(
            serde_json::json!({"rule": "payer", "input": {"phone": "x", "payer_country": "XX"}}),
        );
        requests.push(serde_json::json!({"rule": "ticket", "input": {"name": "", "starts_at": "2026-12-05T19:00",
            "ends_at": "x", "time_zone": "Nowhere", "capacity": 0, "country_code": "XX",
            "questions": [{"kind": "checkbox", "label": "a", "options": ["x"]},
                {"kind": "select_box", "label": "b"},
                {"kind": "service", "label": "c", "options": vec!["o"; 31]}]}}));
        requests.push(serde_json::json!({"rule": "ticket", "input": {"name": "x", "starts_at": "2026-12-05T19:00",
            "ends_at": "2026-12-04T19:00", "time_zone": "UTC", "capacity": 1, "online": true,
            "questions": vec![serde_json::json!({"kind": "open_question", "label": "q"}); 21]}}));
        requests.push(serde_json::json!({"rule": "product_setup", "input": {"form": "download", "product_id": 1,
            "choices": {"products": {"2": [5]}},
            "setup": {"certificate": {}, "upsell": {"layout": "two_step_2", "bumps": [
                {"product_id": 2, "plan_id": 6}, {"product_id": 2}, {"product_id": 9}]},
                "delivery": {"email_mode": "custom_email", "subject": "{{nope}}", "body": "x"},
                "pages": {"thank_you": "custom", "thank_you_page": {"type": "shop", "blocks": []}}}}}));
        requests.push(serde_json::json!({"rule": "provider_credentials", "input": {"provider": "stripe",
            "publishable_key": "pk_test_51abcdefgh", "secret_key": "sk_live_51abcdefgh", "webhook_secret": "x"}}));
        requests.push(serde_json::json!({"rule": "provider_credentials", "input": {"provider": "paypal", "client_id": "x"}}));
        requests.push(
            serde_json::json!({"rule": "payment_methods", "input": {"methods": [
            {"method": "ideal", "enabled": true, "provider": "stripe"},
            {"method": "ideal", "enabled": false, "provider": "paypal"}]}}),
        );
        let mut missing = BTreeSet::new();
        let mut seen = BTreeSet::new();
        for variant in crate::image::CoverVariant::ALL {
            for bytes in [
                &b"x"[..],
                b"GIF89a\x01\x00\x01\x00",
                b"GIF89a\xff\xff\xff\xff",
            ] {
                if let Err(code) = crate::image::check_cover(bytes, variant) {
                    if message(code, Language::En).is_none() {
                        missing.insert(code.to_owned());
                    }
                    seen.insert(code.to_owned());
                }
            }
        }
        for r in &requests {
            let answer: serde_json::Value =
                serde_json::from_str(&crate::validation::check_json(&r.to_string())).unwrap();
            for p in answer["problems"].as_array().unwrap() {
                let code = p["code"].as_str().unwrap().to_owned();
                if message(&code, Language::En).is_none() {
                    missing.insert(code.clone());
                }
                seen.insert(code);
            }
        }
        assert!(missing.is_empty(), "keys without a message: {missing:?}");
        // The corpus reaches far: most keys of the table are reported.
        assert!(seen.len() >= 35, "only {} keys seen: {seen:?}", seen.len());
    }
}
