//! JSON Schemas of the values that serialize by hand (feature `schema`):
//! each says what its `Serialize`/`Deserialize` impl writes and reads, for
//! the edge's API document. Everything else derives its schema beside its
//! serde derive.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::catalog::Change;
use crate::country::Country;
use crate::currency::Currency;
use crate::money::Money;
use crate::pricing::Interval;
use crate::vat_id::VatId;

macro_rules! string_schema {
    ($type:ty, $name:literal, $schema:tt) => {
        impl JsonSchema for $type {
            fn schema_name() -> Cow<'static, str> {
                $name.into()
            }

            fn json_schema(_: &mut SchemaGenerator) -> Schema {
                json_schema!($schema)
            }
        }
    };
}

// An amount as its decimal string; its currency travels beside it.
string_schema!(Money, "Money", {
    "type": "string",
    "pattern": "^-?[0-9]+(\\.[0-9]+)?$",
    "description": "a decimal amount, in the currency named beside it"
});
// ISO 4217, lower case on the wire; read in either case.
string_schema!(Currency, "Currency", {
    "type": "string",
    "pattern": "^[A-Za-z]{3}$",
    "description": "ISO 4217 currency code"
});
string_schema!(Country, "Country", {
    "type": "string",
    "pattern": "^[A-Za-z]{2}$",
    "description": "ISO 3166-1 alpha-2 country code"
});
string_schema!(VatId, "VatId", {
    "type": "string",
    "description": "a VAT identification number with its country prefix"
});
string_schema!(Interval, "Interval", {
    "type": "string",
    "description": "a billing interval: one of the named intervals or a custom one"
});

/// A missing key keeps the value, `null` clears it, a value sets it: on
/// the wire it is `T` or `null`.
impl<T: JsonSchema> JsonSchema for Change<T> {
    fn schema_name() -> Cow<'static, str> {
        Option::<T>::schema_name()
    }

    fn inline_schema() -> bool {
        true
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        Option::<T>::json_schema(generator)
    }
}
