//! Unit-only enums read from their API names by hand.
//!
//! Decision (issue 18's size budget for the payment page's light module):
//! serde's derived reader of a unit-only enum (an enum access that also
//! takes `{"name": null}`) cost about 1.7 KB of WebAssembly per enum, for
//! each of the dozen enums a quote reads. [`read_by_name!`] reads the name
//! as a string and matches it instead: the same names (the derived
//! `Serialize` writes them; the test below checks, for every such enum,
//! that every name reads back to the variant that writes it), the same error
//! for an unknown one (`unknown variant …, expected one of …`), only the
//! map form is no longer read (nothing writes it).

/// `read_by_name!(Type { Variant = "name", ... })`: `Type::API_NAMES`,
/// `Type::api_name`, `Type::from_api_name` and `Deserialize` by name. Every
/// variant must be listed (`api_name` matches exhaustively).
macro_rules! read_by_name {
    ($ty:ident { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl $ty {
            /// Every variant's name as the API writes it, in declaration order.
            pub const API_NAMES: &'static [&'static str] = &[$($name),+];

            /// The name the API writes for this variant (its exhaustive match
            /// is what makes every invocation list every variant).
            #[allow(dead_code)]
            pub fn api_name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }

            /// The variant of `name`, if there is one.
            pub fn from_api_name(name: &str) -> Option<Self> {
                match name {
                    $($name => Some($ty::$variant),)+
                    _ => None,
                }
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let name = <String as serde::Deserialize>::deserialize(d)?;
                Self::from_api_name(&name)
                    .ok_or_else(|| serde::de::Error::unknown_variant(&name, Self::API_NAMES))
            }
        }

    };
}

pub(crate) use read_by_name;

/// `read_fields!(Type { field, field = default_fn, ... })`: `Deserialize`
/// for a struct read from a map by its fields' names, each listed once: a
/// field with `= default_fn` may be left out (it is `default_fn()` then),
/// the others must be there; a field twice, an unknown field or a missing
/// one is serde's own error (`duplicate field`, `unknown field`, `missing
/// field`), as a derived reader with `deny_unknown_fields` answers.
///
/// Decision (the light module's budget, as for [`read_by_name!`]): serde's
/// derived struct reader also reads a struct from an array of its values
/// in order and matches names as bytes and numbers too, which a struct of
/// nine fields pays with about 6 KB of WebAssembly before `wasm-opt`;
/// nothing writes those forms, and this reader takes only the map, for
/// about two thirds of that. Its larger gain is that two types may share
/// one reader (a quote request and a cart: `checkout::cart`).
macro_rules! read_fields {
    ($ty:ident { $($field:ident $(= $default:path)?),+ $(,)? }) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                const FIELDS: &[&str] = &[$(stringify!($field)),+];
                struct Fields;
                impl<'de> serde::de::Visitor<'de> for Fields {
                    type Value = $ty;

                    fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                        f.write_str(concat!("struct ", stringify!($ty)))
                    }

                    fn visit_map<A: serde::de::MapAccess<'de>>(
                        self,
                        mut map: A,
                    ) -> Result<$ty, A::Error> {
                        $(let mut $field = None;)+
                        // the fields read in one loop whose every failure
                        // leaves by one way (one drop of what was read)
                        let read = (|| {
                            while let Some(key) = map.next_key::<String>()? {
                                $(if key == stringify!($field) {
                                    if $field.is_some() {
                                        return Err(serde::de::Error::duplicate_field(stringify!($field)));
                                    }
                                    $field = Some(map.next_value()?);
                                    continue;
                                })+
                                return Err(serde::de::Error::unknown_field(&key, FIELDS));
                            }
                            Ok(())
                        })();
                        read?;
                        $($crate::names::read_fields!(@check $field $(, $default)?);)+
                        Ok($ty { $($field),+ })
                    }
                }
                d.deserialize_struct(stringify!($ty), FIELDS, Fields)
            }
        }
    };
    (@check $field:ident) => {
        let Some($field) = $field else {
            return Err(serde::de::Error::missing_field(stringify!($field)));
        };
    };
    (@check $field:ident, $default:path) => {
        let $field = $field.unwrap_or_else($default);
    };
}

pub(crate) use read_fields;

#[cfg(test)]
mod tests {
    use std::fmt::Debug;

    use serde::Serialize;
    use serde::de::DeserializeOwned;

    fn reads_back<T: Copy + Debug + PartialEq + Serialize + DeserializeOwned>(
        names: &[&str],
        from_name: fn(&str) -> Option<T>,
        name: fn(T) -> &'static str,
    ) {
        for wanted in names {
            let variant = from_name(wanted).unwrap();
            assert_eq!(name(variant), *wanted);
            let written = serde_json::to_string(&variant).unwrap();
            assert_eq!(written, format!("\"{wanted}\""));
            assert_eq!(serde_json::from_str::<T>(&written).unwrap(), variant);
        }
        let unknown = serde_json::from_str::<T>("\"no_such_name\"").unwrap_err();
        assert!(
            unknown
                .to_string()
                .starts_with("unknown variant `no_such_name`, expected")
        );
        assert!(serde_json::from_str::<T>("3").is_err());
    }

    macro_rules! every {
        ($($ty:ty),+) => {
            $(reads_back::<$ty>(<$ty>::API_NAMES, <$ty>::from_api_name, <$ty>::api_name);)+
        };
    }

    #[test]
    fn every_name_reads_back_to_the_variant_that_writes_it() {
        use crate::catalog::IncludeType;
        use crate::checkout::{ItemRole, PaymentMethod};
        use crate::coupon::{AmountBasis, AppliesTo, CouponForm, Scope, ValueForm};
        use crate::pricing::PlanKind;
        use crate::product::ProductForm;
        use crate::tax::ExemptReason;
        use crate::vat_rates::SupplyKind;
        every!(
            IncludeType,
            ItemRole,
            PaymentMethod,
            AmountBasis,
            AppliesTo,
            CouponForm,
            Scope,
            ValueForm,
            PlanKind,
            ProductForm,
            ExemptReason,
            SupplyKind
        );
    }
}
