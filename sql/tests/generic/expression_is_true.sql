{#- Fails on every row for which the boolean SQL `expression` is not true
    (narrow the rows with the test's `where` config). -#}
{% test expression_is_true(model, expression) %}
select *
from {{ model }}
where not coalesce(({{ expression }}), false)
{% endtest %}
