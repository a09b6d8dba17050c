! Directives of the DVMH language that parse into the shared AST but are not implemented yet:
! each is named at the directive.
program unsup
  integer, parameter :: n = 8
  real :: a(n, n), b(n, n), c(n), s, eps
  integer :: i, j, loc
!dvm$ processors p(number_of_processors())
!dvm$ template t(n, n)
! ERROR: the TEMPLATE 't' is never distributed (add DISTRIBUTE t(BLOCK, ...))
!dvm$ remote_group grp
!dvm$ reduction_group rg
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute c(block) onto p
!dvm$ shadow_group sg(a)
!dvm$ shadow_start sg
!dvm$ shadow_wait sg
!dvm$ reduction_start rg
!dvm$ reduction_wait rg
!dvm$ reduction_wait nog
! ERROR: 'nog' is not a reduction group: declare it with REDUCTION_GROUP nog
!dvm$ shadow_wait nosg
! ERROR: 'nosg' is not a shadow group: define it with SHADOW_GROUP nosg(...) first
!dvm$ prefetch grp
!dvm$ reset grp
!dvm$ barrier
!dvm$ remote_access (a(1, :))
  s = a(1, 1)
!dvm$ interval 1
!dvm$ end interval
!dvm$ task_region tr
! ERROR: the TASK_REGION directive is not supported yet
!dvm$ end task_region
! ERROR: the END TASK_REGION directive is not supported yet
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1))
  do j = 2, n
    do i = 2, n
      a(i, j) = a(i - 1, j) + a(i, j - 1)
    end do
  end do
!dvm$ parallel (j, i) on a(i, j), reduction(rg: max(eps))
  do j = 1, n
    do i = 1, n
      eps = max(eps, a(i, j))
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), shadow_start sg
  do j = 1, n
    do i = 1, n
      b(i, j) = 1
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), remote_access(grp: a(i, :))
  do j = 1, n
    do i = 1, n
      b(i, j) = a(i, 1)
    end do
  end do
end program unsup

! A template: distributed, aligned with (directly or through another array), named in ON;
! it has no elements.
subroutine templ
  integer, parameter :: n = 8
  real :: a(n), b(n)
  integer :: i
!dvm$ template t(n)
!dvm$ template a(n)
! ERROR: 'a' is already declared: a TEMPLATE needs a name of its own
!dvm$ distribute t(block)
!dvm$ align a(i) with t(i)
!dvm$ align b(i) with a(i)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = b(i)
  end do
!dvm$ parallel (i) on t(i)
  do i = 1, n
    b(i) = t(i)  ! ERROR: 't' is a TEMPLATE: it has no elements (it is for DISTRIBUTE, ALIGN ... WITH and PARALLEL ... ON)
  end do
end subroutine templ

! Malformed ACROSS widths.
subroutine across_widths
  integer, parameter :: n = 8
  real :: a(n, n)
  integer :: i, j, m
!dvm$ distribute a(block, block)
!dvm$ parallel (j, i) on a(i, j), across(a(1:1))
! ERROR: ACROSS gives 1 width but 'a' has rank 2
  do j = 2, n
    do i = 2, n
      a(i, j) = a(i - 1, j)
    end do
  end do
!dvm$ parallel (j, i) on a(i, j), across(a(-1:0, m:1))
! ERROR: ACROSS dependence widths must not be negative
  do j = 2, n
    do i = 2, n
      a(i, j) = a(i - 1, j)
    end do
  end do
end subroutine across_widths
