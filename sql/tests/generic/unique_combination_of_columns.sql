{#- Fails on every combination of `combination_of_columns` that occurs more than once
    (a composite primary key check; dbt_utils is not available offline). -#}
{% test unique_combination_of_columns(model, combination_of_columns) %}
{%- set columns = combination_of_columns | join(', ') %}
select {{ columns }}, count(*) as n_rows
from {{ model }}
group by {{ columns }}
having count(*) > 1
{% endtest %}
