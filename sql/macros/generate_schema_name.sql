{#
  Models land in the target schema (`analytics`). A custom schema, if one is ever set,
  is used as is instead of dbt's default `<target>_<custom>` prefixing.
#}
{% macro generate_schema_name(custom_schema_name, node) -%}
    {%- if custom_schema_name is none -%}
        {{ target.schema }}
    {%- else -%}
        {{ custom_schema_name | trim }}
    {%- endif -%}
{%- endmacro %}
